extension AssociationPattern {
    /// Whether this pattern matches every text `other` matches: the language of `other` is a
    /// subset of this one's. Exact, never sampled.
    ///
    /// The two automata run side by side, `other` as it is and this pattern determinized on the
    /// fly, over an alphabet that stands for every character: each literal of either pattern
    /// (with its other case when either ignores case), and one representative of each set of
    /// characters no pattern tells apart (`0-9`, `A-F`, `G-Z`, `a-f`, `g-z`, and the rest). A
    /// state where `other` accepts and this pattern cannot is a text in `other` only.
    ///
    /// - Parameter budget: How many joint states to visit before giving up.
    /// - Returns: `true` or `false`, or `nil` when the answer needs more than `budget` states
    ///   (a long run of `?` after a `*` can need exponentially many).
    /// - Complexity: Globs of the `/orders/?*` kind visit a few states per character of the
    ///   patterns.
    func includes(_ other: AssociationPattern, budget: Int = 20_000) -> Bool? {
        var remaining = budget
        return includes(other, spending: &remaining)
    }

    /// ``includes(_:budget:)``, taking the states it visits out of `budget`.
    func includes(_ other: AssociationPattern, spending budget: inout Int) -> Bool? {
        let mine = program
        let theirs = other.program
        let symbols = Self.alphabet(self, other)
        let live = theirs.live
        struct State: Hashable {
            var theirs: Int
            var mine: [Int]
        }
        var seen = Set<State>()
        var queue: [State] = []
        func visit(_ pcs: Set<Int>, mine set: Set<Int>) -> Bool {
            let sorted = set.sorted()
            let acceptsHere = set.contains(mine.end)
            for pc in pcs where live.contains(pc) {
                if pc == theirs.end && !acceptsHere { return false }
                // `other` can still accept and this pattern can no longer: a text in `other` only.
                if set.isEmpty { return false }
                let state = State(theirs: pc, mine: sorted)
                if seen.insert(state).inserted { queue.append(state) }
            }
            return true
        }
        let allowed = budget
        defer { budget = max(0, allowed - max(1, seen.count)) }
        guard visit(theirs.start, mine: mine.start) else { return false }
        var head = 0
        while head < queue.count {
            guard seen.count <= allowed else { return nil }
            let state = queue[head]
            head += 1
            let set = Set(state.mine)
            for symbol in symbols {
                var next = Set<Int>()
                theirs.advance(state.theirs, on: symbol, caseSensitive: other.caseSensitive, into: &next)
                guard !next.isEmpty else { continue }
                let after = mine.step(set, on: symbol, caseSensitive: caseSensitive)
                guard visit(next, mine: after) else { return false }
            }
        }
        return true
    }

    /// One character for each class of characters the two patterns cannot tell apart.
    private static func alphabet(_ a: AssociationPattern, _ b: AssociationPattern) -> [Character] {
        var literals = Set<Character>()
        let foldsCase = !a.caseSensitive || !b.caseSensitive
        for program in [a.program, b.program] {
            for case .character(let c) in program.instructions {
                literals.insert(c)
                guard foldsCase else { continue }
                for variant in [c.lowercased(), c.uppercased()] where variant.count == 1 {
                    literals.insert(Character(variant))
                }
            }
        }
        var symbols = Array(literals)
        let cells: [[Character]] = [
            Array("0123456789"), Array("ABCDEF"), Array("GHIJKLMNOPQRSTUVWXYZ"), Array("abcdef"),
            Array("ghijklmnopqrstuvwxyz"), ["\u{E000}", "\u{E001}", "-", "~", "\u{1}"],
        ]
        for cell in cells {
            if let representative = cell.first(where: { !literals.contains($0) }) { symbols.append(representative) }
        }
        return symbols
    }
}

extension AssociationPattern.Program {
    /// The instructions from which the end can be reached: a dead one (an empty list of
    /// variable values) matches nothing.
    var live: Set<Int> {
        var successors: [[Int]] = Array(repeating: [], count: instructions.count)
        for pc in instructions.indices {
            switch instructions[pc] {
            case .split(let targets): successors[pc] = targets
            case .jump(let target): successors[pc] = [target]
            case .run: successors[pc] = [pc, pc + 1]
            case .end: break
            default: successors[pc] = [pc + 1]
            }
        }
        var live: Set<Int> = [end]
        var changed = true
        while changed {
            changed = false
            for pc in instructions.indices where !live.contains(pc) && successors[pc].contains(where: live.contains) {
                live.insert(pc)
                changed = true
            }
        }
        return live
    }
}
