import AllocationCounter
import Foundation
import Wayfinder

/// The coordinator: events per second and allocations per event for a three-tab schema with
/// 20-deep stacks; one 20-screen landing against 20 pushes; snapshot encode and decode.
enum CoordinatorBenchmarks {
    static let depth = 20

    static func run(json: Bool) {
        let coordinator = Coordinator(schema: DeepSchema())
        var root = NavigationState(schema: DeepSchema())
        _ = coordinator.reduce(&root, .launched(.init(.warm, session: .signedIn("alice"))), at: .zero)

        // 1. The mixed workload: deep links to each tab, Back all the way, tab switches, pushes, a
        //    modal.
        let workload = MixedWorkload.events
        let rounds = 2_000
        let mixed = measured(operations: rounds * workload.count) {
            MixedWorkload.reduce(workload, rounds: rounds, from: root, with: coordinator)
        }
        report(json, name: "events (mixed workload, 3 tabs, 20-deep stacks)", key: "events", mixed)
        if !json {
            print(String(format: "  → %.2f million events per second", 1_000.0 / mixed.ns))
        }

        // 2. One landing of a 20-screen deep link against the same stack built by 20 pushes.
        let landings = 50_000
        var clock = NavigationTime.zero
        func landAll() -> Int {
            var count = 0
            for _ in 0..<landings {
                var state = root
                clock = clock + .seconds(2)
                count &+= coordinator.reduce(&state, .routeRequested(.deep(.b, depth), source: .app), at: clock).count
                count &+= state.stack(for: .b).count
            }
            return count
        }
        func pushAll() -> Int {
            var count = 0
            for _ in 0..<landings {
                var state = root
                _ = coordinator.reduce(&state, .tabSelected(.b), at: .zero)
                for level in 1...depth {
                    count &+= coordinator.reduce(&state, .screenPushed(.level(level)), at: .zero).count
                }
                count &+= state.stack(for: .b).count
            }
            return count
        }
        // The two alternate and each keeps its best round, as the snapshot's figures below do.
        var bestLanding = (one: Double.infinity, pushes: Double.infinity)
        for _ in 0..<5 {
            bestLanding.one = min(bestLanding.one, BenchmarkClock.measure(operations: landings, runs: 1, landAll).best)
            bestLanding.pushes = min(
                bestLanding.pushes, BenchmarkClock.measure(operations: landings, runs: 1, pushAll).best)
        }
        var oneStep = measured(operations: landings, landAll)
        var pushes = measured(operations: landings, pushAll)
        (oneStep.ns, pushes.ns) = (bestLanding.one, bestLanding.pushes)
        report(json, name: "land a 20-screen link in one state change (best of 5)", key: "landing_one_step", oneStep)
        report(json, name: "the same stack as 20 pushes (best of 5)", key: "landing_20_pushes", pushes)
        if !json {
            print(
                String(format: "  → landing in one state change is %.2f× the cost of 20 pushes", oneStep.ns / pushes.ns)
            )
        }

        // 3. Snapshot encode and decode for three 20-deep stacks.
        var full = root
        for tab in DeepSchema.Tab.allCases {
            clock = clock + .seconds(2)
            _ = coordinator.reduce(&full, .routeRequested(.deep(tab, depth), source: .app), at: clock)
        }
        let schema = DeepSchema()
        let encodings = 5_000
        let data = NavigationSnapshot(of: full, schema: schema).encoded()
        func encodeAll() -> Int {
            var bytes = 0
            for _ in 0..<encodings { bytes &+= NavigationSnapshot(of: full, schema: schema).encoded().count }
            return bytes
        }
        func decodeAll() -> Int {
            var count = 0
            for _ in 0..<encodings { count &+= (try? NavigationSnapshot<DeepSchema>.decode(data))?.stacks.count ?? 0 }
            return count
        }
        // The floor: the same screens through coders that do no work, so only `Codable`'s own
        // machinery (a boxed container per keyed container, run-time generic lookups, `allKeys`)
        // is timed. The snapshot's own work is what it adds above this.
        let snapshot = NavigationSnapshot(of: full, schema: schema)
        let screens = snapshot.stacks.flatMap(\.screens)
        func floorAll() -> Int {
            var count = 0
            for _ in 0..<encodings { count &+= CodableFloor.roundTrip(screens) }
            return count
        }
        // The three alternate and each keeps its best round, so that a busy machine slows them
        // alike and the ratio to the floor compares like with like.
        var best = (encode: Double.infinity, decode: Double.infinity, floor: Double.infinity)
        for _ in 0..<7 {
            best.encode = min(best.encode, BenchmarkClock.measure(operations: encodings, runs: 1, encodeAll).best)
            best.decode = min(best.decode, BenchmarkClock.measure(operations: encodings, runs: 1, decodeAll).best)
            best.floor = min(best.floor, BenchmarkClock.measure(operations: encodings, runs: 1, floorAll).best)
        }
        var encode = measured(operations: encodings, encodeAll)
        var decode = measured(operations: encodings, decodeAll)
        var floor = measured(operations: encodings, floorAll)
        (encode.ns, decode.ns, floor.ns) = (best.encode, best.decode, best.floor)
        report(
            json, name: "snapshot encode (3 × 20 screens, \(data.count) bytes, best of 7)", key: "snapshot_encode",
            encode)
        report(json, name: "snapshot decode and verify (best of 7)", key: "snapshot_decode", decode)
        report(
            json, name: "floor: the \(screens.count) screens through Codable coders that do no work (best of 7)",
            key: "snapshot_codable_floor", floor)
        // The baseline: the same snapshot value through JSONEncoder / JSONDecoder with sorted keys
        // (the format before version 2), without the checksum.
        let jsonEncoder = JSONEncoder()
        jsonEncoder.outputFormatting = [.sortedKeys]
        let jsonData = (try? jsonEncoder.encode(snapshot)) ?? Data()
        let jsonRoundTrip = measured(operations: encodings) {
            var count = 0
            for _ in 0..<encodings {
                count &+= (try? jsonEncoder.encode(snapshot))?.count ?? 0
                count &+=
                    (try? JSONDecoder().decode(NavigationSnapshot<DeepSchema>.self, from: jsonData))?.stacks.count ?? 0
            }
            return count
        }
        report(
            json, name: "baseline: the same snapshot through JSON, encode + decode", key: "snapshot_json", jsonRoundTrip
        )
        let overFloor = (encode.ns + decode.ns) / floor.ns
        if json {
            BenchmarkClock.printJSONLine([
                "benchmark": "snapshot_over_codable_floor", "ratio": overFloor, "target": "<= 1.3",
                "met": overFloor <= 1.3,
            ])
        } else {
            print(
                String(
                    format:
                        "  → encode + decode: %.1f µs together, %.1f× faster than JSON; %.2f× the Codable floor of %.1f µs (target ≤ 1.3×: %@)",
                    (encode.ns + decode.ns) / 1_000, jsonRoundTrip.ns / (encode.ns + decode.ns), overFloor,
                    floor.ns / 1_000, overFloor <= 1.3 ? "met" : "NOT MET"))
        }

        // 4. Events that change nothing: a tick with nothing due, and the same link again within
        //    the duplicate window (it ends in a record saying so, and moves nothing). The effects
        //    go into one reused buffer, as a shell feeding events in a loop would keep; the
        //    duplicate is also measured through the array-returning `reduce`, whose one array
        //    carries its record.
        let quietEvents = 200_000
        var quiet = full
        var now = clock
        var buffer: [NavigationEffect<DeepSchema>] = []
        buffer.reserveCapacity(8)
        let ticks = measured(operations: quietEvents) {
            var count = 0
            for _ in 0..<quietEvents {
                now = now + .nanoseconds(1)
                buffer.removeAll(keepingCapacity: true)
                coordinator.reduce(&quiet, .timePassed, at: now, into: &buffer)
                count &+= buffer.count
            }
            return count
        }
        report(json, name: "no-op: a tick with nothing due", key: "noop_tick", ticks)
        _ = coordinator.reduce(&quiet, .linkReceived("deep://b/3", source: .link), at: now)
        let duplicates = measured(operations: quietEvents) {
            var count = 0
            for _ in 0..<quietEvents {
                now = now + .nanoseconds(1)
                buffer.removeAll(keepingCapacity: true)
                coordinator.reduce(&quiet, .linkReceived("deep://b/3", source: .link), at: now, into: &buffer)
                count &+= buffer.count
            }
            return count
        }
        report(json, name: "no-op: a duplicate link (one record)", key: "noop_duplicate", duplicates)
        let returned = measured(operations: quietEvents) {
            var count = 0
            for _ in 0..<quietEvents {
                now = now + .nanoseconds(1)
                count &+= coordinator.reduce(&quiet, .linkReceived("deep://b/3", source: .link), at: now).count
            }
            return count
        }
        report(
            json, name: "a duplicate link through the array-returning reduce", key: "noop_duplicate_array", returned)
    }

    struct Figure {
        var ns: Double
        var allocations: Double
        var bytes: Double
    }

    static func measured<R>(operations: Int, _ body: () -> R) -> Figure {
        let timing = BenchmarkClock.measure(operations: operations, body)
        let count = wayfinder_allocation_count()
        let bytes = wayfinder_allocated_bytes()
        blackHole(body())
        return Figure(
            ns: timing.nanosecondsPerOperation,
            allocations: Double(wayfinder_allocation_count() - count) / Double(operations),
            bytes: Double(wayfinder_allocated_bytes() - bytes) / Double(operations)
        )
    }

    static func report(_ json: Bool, name: String, key: String, _ figure: Figure) {
        let counted = wayfinder_allocation_counting_available() != 0
        if json {
            BenchmarkClock.printJSONLine([
                "benchmark": key, "ns_per_op": figure.ns, "allocations_per_op": counted ? figure.allocations : -1,
                "bytes_per_op": counted ? figure.bytes : -1,
            ])
        } else {
            let allocations =
                counted
                ? String(format: "%.1f allocations, %.0f bytes per op", figure.allocations, figure.bytes)
                : "allocations not counted on this platform"
            print(String(format: "%@: %.0f ns per op; %@", name, figure.ns, allocations))
        }
    }
}

/// Three tabs whose routes land 20 screens deep.
struct DeepSchema: NavigationSchema {
    enum Tab: String, Hashable, Codable, Sendable, CustomStringConvertible, CaseIterable, LinkParameterValue {
        case a, b, c
        var description: String { rawValue }
        init?(linkParameter: String) { self.init(rawValue: linkParameter) }
        var linkParameter: String { rawValue }
        static var linkParameterExpectation: String { "a, b or c" }
    }

    enum Screen: Hashable, Codable, Sendable, CustomStringConvertible {
        case level(Int)
        var description: String {
            switch self {
            case .level(let n): "level(\(n))"
            }
        }
    }

    enum Modal: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case signIn, sheet
        var description: String { rawValue }
    }

    enum Notice: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case unavailable, expired, failed
        var description: String { rawValue }
    }

    enum Route: Hashable, Sendable {
        case deep(Tab, Int)
    }

    static let table: LinkTable<Route> = {
        do {
            return try LinkTable(origins: LinkOrigins(schemes: ["deep"])) {
                LinkRule("/:tab/:depth", Route.deep) { if case .deep(let t, let d) = $0 { (t, d) } else { nil } }
            }
        } catch {
            preconditionFailure("The benchmark's link table is declared wrongly: \(error)")
        }
    }()

    var tabs: [Tab] { Tab.allCases }
    var defaultTab: Tab { .a }
    var links: LinkTable<Route> { Self.table }
    var signInModal: Modal { .signIn }
    var notices: NoticeRoles<Notice> {
        NoticeRoles(linkUnavailable: .unavailable, sessionExpired: .expired, signInFailed: .failed)
    }

    func rule(for route: Route) -> RouteRule<DeepSchema> {
        switch route {
        case .deep(let tab, let depth): RouteRule(.public, .tab(tab, (1...max(depth, 1)).map { .level($0) }))
        }
    }

    func access(for screen: Screen) -> Access { .public }
    func rule(for modal: Modal) -> ModalRule { ModalRule(priority: modal == .signIn ? 200 : 100) }
    func modal(for gate: LaunchGate) -> Modal? { nil }
}
