extension RouteMap {
    /// The map as a Graphviz DOT digraph, for `dot -Tsvg`.
    public var dot: String {
        let graph = graph
        var lines = [
            "digraph routes {",
            "    rankdir=LR;",
            "    node [fontname=\"Helvetica\", fontsize=11];",
            "    edge [fontname=\"Helvetica\", fontsize=9];",
        ]
        lines += graph.nodeLines(
            opening: { ["    subgraph cluster_\($0.id) {", "        label=\(Self.dotString($0.label));"] },
            closing: "    }", node: Self.dotNode)
        for edge in graph.edges {
            var attributes: [String] = []
            if let label = edge.label { attributes.append("label=\(Self.dotString(label))") }
            if edge.dashed { attributes.append("style=dashed") }
            lines.append(
                "    \(edge.from) -> \(edge.to)"
                    + (attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]") + ";")
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    private static func dotNode(_ node: RouteGraph.Node) -> String {
        var attributes = ["label=" + dotString(node.lines.joined(separator: "\n"))]
        var styles: [String] = []
        switch node.shape {
        case .start:
            attributes.append("shape=box")
            styles.append("rounded")
        case .box: attributes.append("shape=box")
        case .decision: attributes.append("shape=diamond")
        case .gate: attributes.append("shape=hexagon")
        case .modal: attributes.append("shape=parallelogram")
        case .store: attributes.append("shape=cylinder")
        case .state: attributes.append("shape=ellipse")
        }
        let fill: String? =
            switch node.style {
            case .plain: nil
            case .protected: "#fdecea"
            case .fallback: "#e8f6e8"
            case .modal: "#e8eefc"
            case .dropped: "#f2f2f2"
            }
        if let fill {
            styles.append("filled")
            attributes.append("fillcolor=\"\(fill)\"")
        }
        if !styles.isEmpty { attributes.append("style=\"\(styles.joined(separator: ","))\"") }
        return "\(node.id) [\(attributes.joined(separator: ", "))];"
    }

    /// A DOT quoted string: backslashes and quotes escaped, newlines as `\n` (centred lines).
    static func dotString(_ text: String) -> String {
        "\"" + text.substituting(["\\": "\\\\", "\"": "\\\"", "\n": "\\n"]) + "\""
    }
}
