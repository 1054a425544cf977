extension AssociationFile.Component {
    /// Whether this component matches every URL `other` matches, decided from the patterns.
    /// - Parameter budget: The automaton states left to spend; what this comparison visits is
    ///   taken out.
    /// - Returns: `nil` when a pattern pair is too costly to decide (see
    ///   ``AssociationPattern/includes(_:budget:)``).
    func contains(_ other: Self, budget: inout Int) -> Bool? {
        let path = pathPattern.includes(other.pathPattern, within: &budget)
        guard path == true else { return path }
        // A legacy component ignores the query and the fragment: it matches whatever they are.
        if legacy != nil { return true }
        if other.legacy != nil { return matchesEveryQueryAndFragment(budget: &budget) }
        let fragment = fragment.includes(other.fragment, within: &budget)
        guard fragment == true else { return fragment }
        return queryContains(other, budget: &budget)
    }

    private func matchesEveryQueryAndFragment(budget: inout Int) -> Bool? {
        let fragment = fragment.matchesEverything(budget: &budget)
        guard fragment == true else { return fragment }
        switch query {
        case .whole(let pattern): return pattern.matchesEverything(budget: &budget)
        case .items(let items):
            for (_, pattern) in items {
                let all = pattern.matchesEverything(budget: &budget)
                guard all == true else { return all }
            }
            return true
        }
    }

    /// Whether every query `other` accepts, this component's query accepts too.
    private func queryContains(_ other: Self, budget: inout Int) -> Bool? {
        switch (query, other.query) {
        case (.whole(let mine), .whole(let theirs)):
            return mine.includes(theirs, within: &budget)
        case (.whole(let mine), .items):
            // Items say nothing of the query's whole text, unless this pattern takes any text.
            return mine.matchesEverything(budget: &budget)
        case (.items(let mine), _):
            // Each item this component demands must be demanded by `other` at least as tightly,
            // or take any value (an absent item counts as the empty value).
            let theirs: [(String, AssociationPattern)]
            if case .items(let items) = other.query { theirs = items } else { theirs = [] }
            for (name, pattern) in mine {
                if let (_, their) = theirs.first(where: { $0.0 == name }) {
                    let included = pattern.includes(their, within: &budget)
                    guard included == true else { return included }
                } else {
                    let all = pattern.matchesEverything(budget: &budget)
                    guard all == true else { return all }
                }
            }
            return true
        }
    }
}

extension AssociationPattern {
    /// Whether the pattern matches every text.
    func matchesEverything(budget: inout Int) -> Bool? {
        includes(Self.legacy("*"), within: &budget)
    }

    /// ``includes(_:budget:)`` for one pair, spending at most 20,000 states of `budget`.
    func includes(_ other: AssociationPattern, within budget: inout Int) -> Bool? {
        var pair = min(20_000, budget)
        let start = pair
        defer { budget -= start - pair }
        return includes(other, spending: &pair)
    }

    /// The leading literal characters, lowercased: every text the pattern matches starts with
    /// them, up to case.
    var literalPrefix: [Character] {
        var prefix: [Character] = []
        for token in tokens {
            guard case .literal(let c) = token else { break }
            let lower = c.lowercased()
            prefix.append(lower.count == 1 ? Character(lower) : c)
        }
        return prefix
    }

    /// Whether the token after the literal prefix can narrow the next character (a class or a
    /// variable), so that a pattern with a longer prefix may still contain this one.
    var narrowsAfterPrefix: Bool {
        for token in tokens {
            switch token {
            case .literal: continue
            case .anyOne, .anyRun: return false
            case .oneOf, .alternatives: return true
            }
        }
        return false
    }
}

extension AssociationFile {
    /// For each component that never decides, the earlier one that matches every URL it
    /// matches: by index into `components`.
    ///
    /// Candidates are found through a trie of the earlier components' literal path prefixes:
    /// a component can only contain one whose path starts with its own prefix, so a file of
    /// distinct paths costs one walk of the trie per component, not a comparison with every
    /// earlier one. Each candidate, earliest first, is then decided exactly.
    ///
    /// - Parameter budget: How many automaton states all the comparisons may visit together;
    ///   files whose paths all start with a wildcard make every pair a candidate.
    /// - Returns: The shadowing component by index, and the index of the first component left
    ///   unchecked when the budget ran out.
    static func shadows(
        in components: [Component], budget: Int = 150_000
    ) -> (shadows: [Int: Int], uncheckedFrom: Int?) {
        var trie = PrefixTrie()
        var result: [Int: Int] = [:]
        var budget = budget
        for (index, component) in components.enumerated() {
            let prefix = component.pathPattern.literalPrefix
            if !component.pathPattern.neverMatchesAPath {
                let candidates = trie.candidates(
                    along: prefix, withDescendants: component.pathPattern.narrowsAfterPrefix)
                for candidate in candidates {
                    guard budget > 0 else { return (result, index) }
                    if components[candidate].contains(component, budget: &budget) == true {
                        result[index] = candidate
                        break
                    }
                }
            }
            trie.insert(index, at: prefix)
        }
        return (result, nil)
    }

    /// One app's components with a trie of their literal path prefixes, to find the component
    /// that decides a URL without trying every one.
    ///
    /// A component can only match a path that starts with its literal prefix (up to case), so
    /// the candidates come from one walk of the trie along the URL's path; the earliest that
    /// matches decides, as in ``AssociationFile/decision(for:among:)``.
    struct ComponentIndex {
        let components: [Component]
        private var trie = PrefixTrie()

        init(_ components: [Component]) {
            self.components = components
            for (index, component) in components.enumerated() {
                trie.insert(index, at: component.pathPattern.literalPrefix)
            }
        }

        /// The index of the first component that matches the URL, or `nil` when none does.
        func firstMatch(for pathAndQuery: String) -> Int? {
            let url = DecodedURL(pathAndQuery)
            let path = url.path.isEmpty ? "/" : url.path
            let key = path.map { c -> Character in
                let lower = c.lowercased()
                return lower.count == 1 ? Character(lower) : c
            }
            return trie.candidates(along: key, withDescendants: false).first { url.matches(components[$0]) }
        }

        /// Whether component `index` is the first to match its own example, or `nil` when
        /// finding out would try more than `budget` candidates (each try is taken out of it).
        func decidesItsOwnExample(_ index: Int, budget: inout Int) -> Bool? {
            let url = DecodedURL(components[index].example)
            let path = url.path.isEmpty ? "/" : url.path
            let key = path.map { c -> Character in
                let lower = c.lowercased()
                return lower.count == 1 ? Character(lower) : c
            }
            for candidate in trie.candidates(along: key, withDescendants: false) {
                guard candidate < index else { return url.matches(components[index]) }
                guard budget > 0 else { return nil }
                budget -= 1
                if url.matches(components[candidate]) { return false }
            }
            return url.matches(components[index])
        }

        /// Where the components send the URL.
        func decision(for pathAndQuery: String) -> Decision {
            guard let index = firstMatch(for: pathAndQuery) else { return .browser }
            return components[index].exclude ? .excluded(components[index]) : .app(components[index])
        }
    }

    /// Component indices by literal path prefix.
    struct PrefixTrie {
        private var children: [[Character: Int]] = [[:]]
        private var members: [[Int]] = [[]]

        mutating func insert(_ index: Int, at prefix: [Character]) {
            var node = 0
            for c in prefix {
                if let child = children[node][c] {
                    node = child
                } else {
                    children.append([:])
                    members.append([])
                    children[node][c] = children.count - 1
                    node = children.count - 1
                }
            }
            members[node].append(index)
        }

        /// The indices whose prefix is a prefix of `prefix`, and with `withDescendants` also
        /// those whose prefix extends it; ascending.
        func candidates(along prefix: [Character], withDescendants: Bool) -> [Int] {
            var found: [Int] = members[0]
            var node = 0
            var reachedEnd = true
            for c in prefix {
                guard let child = children[node][c] else {
                    reachedEnd = false
                    break
                }
                node = child
                found += members[node]
            }
            if withDescendants && reachedEnd {
                var stack = Array(children[node].values)
                while let next = stack.popLast() {
                    found += members[next]
                    stack += children[next].values
                }
            }
            return found.count > 1 ? found.sorted() : found
        }
    }
}
