import Foundation

/// The baseline: a naive linear scan, as a first implementation would write it.
///
/// It splits the link into path segments with String APIs, removes percent-encoding where
/// there is some, then
/// compares the segments with every pattern in turn, capturing parameters on the first match.
struct LinearLinkMatcher {
    enum Segment {
        case literal(String)
        case parameter
        case tail
    }

    let patterns: [[Segment]]
    let hosts: [String]

    init(patterns: [String], hosts: [String]) {
        self.patterns = patterns.map { pattern in
            let path = pattern.split(separator: "?", maxSplits: 1)[0]
            return path.split(separator: "/").map { part in
                part.hasPrefix(":") ? .parameter : part.hasPrefix("*") ? .tail : .literal(String(part))
            }
        }
        self.hosts = hosts
    }

    /// The index of the matching pattern and its captured values, or `nil`.
    func match(_ link: String) -> (Int, [String])? {
        var rest = Substring(link)
        if rest.hasPrefix("shop://") {
            rest = rest.dropFirst(7)
        } else if rest.hasPrefix("https://") {
            rest = rest.dropFirst(8)
            guard let slash = rest.firstIndex(of: "/"), hosts.contains(String(rest[..<slash])) else { return nil }
            rest = rest[rest.index(after: slash)...]
        } else {
            return nil
        }
        if let end = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<end] }
        let segments = rest.split(separator: "/").map { segment in
            segment.contains("%") ? segment.removingPercentEncoding ?? String(segment) : String(segment)
        }
        for (index, pattern) in patterns.enumerated() {
            var values: [String] = []
            var matched = true
            var position = 0
            for segment in pattern {
                switch segment {
                case .literal(let text):
                    guard position < segments.count, segments[position] == text else {
                        matched = false
                        break
                    }
                case .parameter:
                    guard position < segments.count else {
                        matched = false
                        break
                    }
                    values.append(segments[position])
                case .tail:
                    guard position < segments.count else {
                        matched = false
                        break
                    }
                    values.append(segments[position...].joined(separator: "/"))
                    position = segments.count - 1
                }
                if !matched { break }
                position += 1
            }
            if matched && position == segments.count { return (index, values) }
        }
        return nil
    }
}
