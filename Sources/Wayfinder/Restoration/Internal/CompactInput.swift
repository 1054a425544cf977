/// A payload checked against the grammar in one pass, with the end and size of every container
/// noted, so that decoding reads straight from the bytes and steps over any value at once.
///
/// The check covers every tag, number (digits, at most twenty, in range), length (never more
/// than the bytes left, so a lie cannot reserve memory), text (valid UTF-8), terminator and the
/// nesting depth. The readers below trust what it checked and read without checking again.
///
/// One input serves one decode at a time, taken from ``pool`` and loaded with its payload
/// (``load(_:)``).
final class CompactInput: PooledCoder {
    /// The inputs decodes borrow, one each (`CoderPool`).
    static let pool = CoderPool<CompactInput>()

    // An input belongs to one decode on one thread, and no access to its properties spans a
    // call that could reach them again, so the run-time exclusivity checks are left out.
    @exclusivity(unchecked) private(set) var bytes: [UInt8] = []
    /// At the offset of each container's tag: its end (the offset past its ".") in the low 32
    /// bits, the number of its items or entries in the high 32 bits. A slot per byte of the
    /// payload (or more, left from a longer one), written by the check at container tags only,
    /// and read only there: the other slots are never initialized. Kept from one decode to the
    /// next while it is small.
    @exclusivity(unchecked) private var containers = UnsafeMutableBufferPointer<UInt64>(start: nil, count: 0)
    /// The index of each large keyed container looked into, by its offset.
    @exclusivity(unchecked) private var indexes: [Int: KeyedEntries] = [:]
    /// The last key made into a string, and where its bytes are. A snapshot's keys repeat (every
    /// screen of a kind has the same ones), and making a string checks its bytes again.
    @exclusivity(unchecked) private var lastKey = ""
    @exclusivity(unchecked) private var lastKeyBytes = 0..<0
    @exclusivity(unchecked) var generation: UInt64 = 0
    static var ended: any Error { CompactCoding.decodeEnded }

    /// The most container slots kept between decodes (32 KB): a snapshot needs one a byte.
    static let maxSlotsKept = 4096

    init() {}

    deinit { containers.deallocate() }

    /// Checks `bytes` and makes them the payload read: one node and nothing after it.
    /// - Throws: `CompactCoding.failure` when they do not follow the grammar.
    func load(_ bytes: [UInt8]) throws {
        guard bytes.count < Int(Int32.max) else { throw CompactCoding.failure }
        if containers.count < bytes.count {
            containers.deallocate()
            containers = .allocate(capacity: bytes.count)
        }
        try bytes.withUnsafeBufferPointer { bytes in
            let checker = Checker(bytes: bytes, containers: containers)
            guard try checker.check(0) == bytes.count else { throw CompactCoding.failure }
        }
        self.bytes = bytes
    }

    /// The container slots the input has room for now.
    var allocatedSlots: Int { containers.count }

    func reset() {
        bytes = []
        indexes = [:]
        lastKey = ""
        lastKeyBytes = 0..<0
        if containers.count > Self.maxSlotsKept {
            containers.deallocate()
            containers = UnsafeMutableBufferPointer(start: nil, count: 0)
        }
    }

    // MARK: Reading checked bytes

    /// The offset past the node at `p`.
    func skip(_ p: Int) -> Int {
        switch bytes[p] {
        case UInt8(ascii: "i"), UInt8(ascii: "u"), UInt8(ascii: "d"):
            var q = p + 1
            while bytes[q] != UInt8(ascii: ";") { q += 1 }
            return q + 1
        case UInt8(ascii: "s"): return textRange(p + 1).upperBound
        case UInt8(ascii: "l"), UInt8(ascii: "k"): return Int(truncatingIfNeeded: containers[p] & 0xFFFF_FFFF)
        default: return p + 1
        }
    }

    /// The index of the entries of the keyed container at `p`, made on first use.
    func entries(ofKeyedAt p: Int) -> KeyedEntries {
        if let entries = indexes[p] { return entries }
        let entries = KeyedEntries(ofKeyedAt: p, in: self)
        indexes[p] = entries
        return entries
    }

    /// The number of items or entries of the container at `p`.
    func count(_ p: Int) -> Int { Int(truncatingIfNeeded: containers[p] >> 32) }

    /// The bytes of the text at `p`.
    func textRange(_ p: Int) -> Range<Int> {
        var length = 0
        var q = p
        while bytes[q] != UInt8(ascii: ":") {
            length = length &* 10 &+ Int(bytes[q] &- UInt8(ascii: "0"))
            q += 1
        }
        return q + 1..<q + 1 + length
    }

    func text(in range: Range<Int>) -> String {
        // From a buffer rather than a slice of the array, which would retain the array.
        bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }

    /// The key whose text is in `range`, as a string.
    func key(in range: Range<Int>) -> String {
        let same = bytes.withUnsafeBufferPointer {
            text(in: range, is: UnsafeBufferPointer(rebasing: $0[lastKeyBytes]))
        }
        if !same {
            lastKey = text(in: range)
            lastKeyBytes = range
        }
        return lastKey
    }

    /// Whether the text in `range` is `key`.
    func text(in range: Range<Int>, is key: String) -> Bool {
        var key = key
        return key.withUTF8 { text(in: range, is: $0) }
    }

    /// Whether the text in `range` is the bytes of `key`.
    private func text(in range: Range<Int>, is key: UnsafeBufferPointer<UInt8>) -> Bool {
        guard key.count == range.count else { return false }
        return bytes.withUnsafeBufferPointer { bytes in
            // `range` is a text the check found inside the payload, as long as `key`.
            var q = range.lowerBound
            for byte in key {
                guard bytes[q] == byte else { return false }
                q += 1
            }
            return true
        }
    }

    /// The offset of the value of the first entry called `key` in the keyed container at `p`.
    func value(forKey key: String, inKeyedAt p: Int) -> Int? {
        var key = key
        return key.withUTF8 { key in
            var q = p + 1
            while bytes[q] != CompactCoding.end {
                let range = textRange(q)
                if text(in: range, is: key) { return range.upperBound }
                q = skip(range.upperBound)
            }
            return nil
        }
    }

    /// The digits at `p`, up to ";".
    private func magnitude(_ p: Int) -> UInt64 {
        var value: UInt64 = 0
        var q = p
        while bytes[q] != UInt8(ascii: ";") {
            value = value &* 10 &+ UInt64(bytes[q] &- UInt8(ascii: "0"))
            q += 1
        }
        return value
    }

    /// The integer at `p` as a `T`, or nil if it is not an integer or out of `T`'s range.
    func integer<T: FixedWidthInteger>(_ type: T.Type, at p: Int) -> T? {
        switch bytes[p] {
        case UInt8(ascii: "i"):
            if bytes[p + 1] == UInt8(ascii: "-") {
                // Checked to be at most 2^63: its negation fits.
                return T(exactly: Int64(bitPattern: 0 &- magnitude(p + 2)))
            }
            return T(exactly: magnitude(p + 1))
        case UInt8(ascii: "u"): return T(exactly: magnitude(p + 1))
        default: return nil
        }
    }

    func double(at p: Int) -> Double? {
        switch bytes[p] {
        case UInt8(ascii: "d"): Double(bitPattern: magnitude(p + 1))
        case UInt8(ascii: "i"), UInt8(ascii: "u"):
            integer(Int64.self, at: p).map(Double.init) ?? integer(UInt64.self, at: p).map(Double.init)
        default: nil
        }
    }

    func bool(at p: Int) -> Bool? {
        switch bytes[p] {
        case UInt8(ascii: "t"): true
        case UInt8(ascii: "f"): false
        default: nil
        }
    }

    func string(at p: Int) -> String? {
        guard bytes[p] == UInt8(ascii: "s") else { return nil }
        return text(in: textRange(p + 1))
    }

    func isNull(at p: Int) -> Bool { bytes[p] == UInt8(ascii: "n") }
    func isKeyed(at p: Int) -> Bool { bytes[p] == UInt8(ascii: "k") }
    func isList(at p: Int) -> Bool { bytes[p] == UInt8(ascii: "l") }
}

/// The one pass over a payload that checks it and notes where its containers end.
///
/// It reads through buffer pointers, which are not bounds-checked in an optimized build: every
/// read below is of an offset first compared with `count`, `containers` has a slot per byte,
/// and a container is opened only at a depth of at most ``CompactCoding/maxDepth``. Numbers and
/// texts are read by plain loops (no overflow traps, no closures), and the rare cases (a
/// twentieth digit, a text with a byte of 0x80 or more) are checked apart.
private struct Checker {
    let bytes: UnsafeBufferPointer<UInt8>
    let containers: UnsafeMutableBufferPointer<UInt64>

    /// Checks the node at `p`, and every node inside it. - Returns: The offset past it.
    ///
    /// One loop rather than a call per node: the containers open around the node being checked
    /// are kept in `open`, innermost last, and a container's end and count are noted when its
    /// "." is reached.
    func check(_ p: Int) throws -> Int {
        try withUnsafeTemporaryAllocation(of: OpenContainer.self, capacity: CompactCoding.maxDepth + 1) { open in
            var p = p
            var depth = 0
            while true {
                // A node at `p`, inside `depth` containers.
                guard depth <= CompactCoding.maxDepth, p < bytes.count else { throw CompactCoding.failure }
                let tag = bytes[p]
                let opens = tag == UInt8(ascii: "l") || tag == UInt8(ascii: "k")
                switch tag {
                case UInt8(ascii: "n"), UInt8(ascii: "t"), UInt8(ascii: "f"): p += 1
                case UInt8(ascii: "i"):
                    let negative = p + 1 < bytes.count && bytes[p + 1] == UInt8(ascii: "-")
                    let (magnitude, end) = try number(negative ? p + 2 : p + 1, until: UInt8(ascii: ";"))
                    guard magnitude <= UInt64(Int64.max) + (negative ? 1 : 0) else { throw CompactCoding.failure }
                    p = end
                case UInt8(ascii: "u"), UInt8(ascii: "d"): p = try number(p + 1, until: UInt8(ascii: ";")).end
                case UInt8(ascii: "s"): p = try text(p + 1)
                case UInt8(ascii: "l"), UInt8(ascii: "k"):
                    open[depth] = OpenContainer(tag: UInt32(truncatingIfNeeded: p))
                    depth += 1
                    p += 1
                default: throw CompactCoding.failure
                }
                // Past a whole node, one more in its container; past a container's tag, its first
                // node or its end is next.
                if !opens, depth > 0 { open[depth - 1].count += 1 }
                // End the containers that end here, then go on to the next node (after its key,
                // in a keyed container).
                while true {
                    guard depth > 0 else { return p }
                    guard p < bytes.count else { throw CompactCoding.failure }
                    if bytes[p] != CompactCoding.end {
                        if bytes[Int(open[depth - 1].tag)] == UInt8(ascii: "k") { p = try text(p) }
                        break
                    }
                    p += 1
                    depth -= 1
                    containers[Int(open[depth].tag)] = UInt64(p) | UInt64(open[depth].count) << 32
                    if depth > 0 { open[depth - 1].count += 1 }
                }
            }
        }
    }

    /// A container being checked: the offset of its tag, and its items or entries so far (both
    /// below 2^31, as the payload is). Eight bytes, so that `open` fits on the stack.
    private struct OpenContainer {
        let tag: UInt32
        var count: UInt32 = 0
    }

    /// Checks one to twenty digits up to `terminator`, their value below 2^64.
    /// - Returns: Their value and the offset past the terminator.
    @inline(__always)
    private func number(_ start: Int, until terminator: UInt8) throws -> (value: UInt64, end: Int) {
        var value: UInt64 = 0
        var q = start
        // Nineteen digits never pass 2^64, so the loop needs no overflow checks; it stops at
        // the first byte that is not a digit, or at a twenty-first digit (rejected below).
        while q < bytes.count, q - start <= 20 {
            let digit = bytes[q] &- UInt8(ascii: "0")
            guard digit < 10 else { break }
            value = value &* 10 &+ UInt64(digit)
            q += 1
        }
        let digits = q - start
        guard digits >= 1, digits <= 20, q < bytes.count, bytes[q] == terminator else { throw CompactCoding.failure }
        if digits == 20 {
            // The twentieth digit may have passed 2^64: redo it with the overflow seen.
            var first19: UInt64 = 0
            for i in start..<q - 1 { first19 = first19 &* 10 &+ UInt64(bytes[i] &- UInt8(ascii: "0")) }
            let (times, o1) = first19.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times.addingReportingOverflow(UInt64(bytes[q - 1] &- UInt8(ascii: "0")))
            guard !o1, !o2 else { throw CompactCoding.failure }
            value = sum
        }
        return (value, q + 1)
    }

    /// Checks a text (length, ":", UTF-8 bytes). - Returns: The offset past it.
    @inline(__always)
    private func text(_ start: Int) throws -> Int {
        let (length, q) = try number(start, until: UInt8(ascii: ":"))
        guard length <= UInt64(bytes.count - q) else { throw CompactCoding.failure }
        let end = q + Int(length)
        // Any byte of 0x80 or more sets the high bit of `high`: a loop without branches.
        var high: UInt8 = 0
        for i in q..<end { high |= bytes[i] }
        if high >= 0x80 {
            // Decoding replaces what is not UTF-8, so the bytes come back unchanged only if valid.
            let decoded = String(decoding: UnsafeBufferPointer(rebasing: bytes[q..<end]), as: UTF8.self)
            guard decoded.utf8.elementsEqual(UnsafeBufferPointer(rebasing: bytes[q..<end])) else {
                throw CompactCoding.failure
            }
        }
        return end
    }
}
