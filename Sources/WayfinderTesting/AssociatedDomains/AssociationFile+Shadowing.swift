extension AssociationFile.Component {
    /// Whether this component matches every URL `other` matches, decided from the patterns.
    /// - Returns: `nil` when a pattern pair is too costly to decide (see
    ///   ``AssociationPattern/includes(_:budget:)``).
    func contains(_ other: Self) -> Bool? {
        let path = pathPattern.includes(other.pathPattern)
        guard path == true else { return path }
        // A legacy component ignores the query and the fragment: it matches whatever they are.
        if legacy != nil { return true }
        if other.legacy != nil { return matchesEveryQueryAndFragment }
        let fragment = fragment.includes(other.fragment)
        guard fragment == true else { return fragment }
        return queryContains(other)
    }

    private var matchesEveryQueryAndFragment: Bool? {
        let fragment = fragment.matchesEverything
        guard fragment == true else { return fragment }
        switch query {
        case .whole(let pattern): return pattern.matchesEverything
        case .items(let items):
            for (_, pattern) in items {
                let all = pattern.matchesEverything
                guard all == true else { return all }
            }
            return true
        }
    }

    /// Whether every query `other` accepts, this component's query accepts too.
    private func queryContains(_ other: Self) -> Bool? {
        switch (query, other.query) {
        case (.whole(let mine), .whole(let theirs)):
            return mine.includes(theirs)
        case (.whole(let mine), .items):
            // Items say nothing of the query's whole text, unless this pattern takes any text.
            return mine.matchesEverything
        case (.items(let mine), _):
            // Each item this component demands must be demanded by `other` at least as tightly,
            // or take any value (an absent item counts as the empty value).
            let theirs: [(String, AssociationPattern)]
            if case .items(let items) = other.query { theirs = items } else { theirs = [] }
            for (name, pattern) in mine {
                if let (_, their) = theirs.first(where: { $0.0 == name }) {
                    let included = pattern.includes(their)
                    guard included == true else { return included }
                } else {
                    let all = pattern.matchesEverything
                    guard all == true else { return all }
                }
            }
            return true
        }
    }
}

extension AssociationPattern {
    /// Whether the pattern matches every text.
    var matchesEverything: Bool? {
        // `*` matches every text; compiling it cannot fail.
        // swiftlint:disable:next force_try
        includes(try! AssociationPattern("*"))
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
    static func shadows(in components: [Component]) -> [Int: Int] {
        var trie = PrefixTrie()
        var result: [Int: Int] = [:]
        for (index, component) in components.enumerated() {
            let prefix = component.pathPattern.literalPrefix
            if !component.pathPattern.neverMatchesAPath {
                let candidates = trie.candidates(
                    along: prefix, withDescendants: component.pathPattern.narrowsAfterPrefix)
                for candidate in candidates where components[candidate].contains(component) == true {
                    result[index] = candidate
                    break
                }
            }
            trie.insert(index, at: prefix)
        }
        return result
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
