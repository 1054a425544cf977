extension RouteMap {
    /// The map as a Mermaid flowchart, which GitHub renders in a ` ```mermaid ` block.
    ///
    /// Patterns that need sign-in are filled red, the fallback green, modals blue; dashed edges
    /// are detours (waiting, notices, drops).
    public var mermaid: String {
        let graph = graph
        var lines = ["flowchart LR"]
        lines += graph.nodeLines(
            opening: { ["    subgraph \($0.id) [\"\(Self.mermaidText($0.label))\"]"] }, closing: "    end",
            node: Self.mermaidNode)
        for edge in graph.edges {
            let arrow = edge.dashed ? "-.->" : "-->"
            let label = edge.label.map { "|\"\(Self.mermaidText($0))\"|" } ?? ""
            lines.append("    \(edge.from) \(arrow)\(label) \(edge.to)")
        }
        lines += [
            "    classDef protected fill:#fdecea,stroke:#c0392b,color:#000",
            "    classDef fallback fill:#e8f6e8,stroke:#2e7d32,color:#000",
            "    classDef modal fill:#e8eefc,stroke:#3050a0,color:#000",
            "    classDef dropped fill:#f2f2f2,stroke:#888,color:#444",
        ]
        for style in [RouteGraph.Style.protected, .fallback, .modal, .dropped] {
            let ids = graph.nodes.filter { $0.style == style }.map(\.id)
            if !ids.isEmpty { lines.append("    class \(ids.joined(separator: ",")) \(style.rawValue)") }
        }
        return lines.joined(separator: "\n")
    }

    private static func mermaidNode(_ node: RouteGraph.Node) -> String {
        let text = "\"" + node.lines.map(mermaidText).joined(separator: "<br>") + "\""
        switch node.shape {
        case .start: return "\(node.id)([\(text)])"
        case .box: return "\(node.id)[\(text)]"
        case .decision: return "\(node.id){\(text)}"
        case .gate: return "\(node.id){{\(text)}}"
        case .modal: return "\(node.id)[/\(text)/]"
        case .store: return "\(node.id)[(\(text))]"
        case .state: return "\(node.id)(\(text))"
        }
    }

    /// Mermaid label text: quotes and angle brackets as entity codes.
    static func mermaidText(_ text: String) -> String {
        text.substituting(["\"": "#quot;", "<": "#lt;", ">": "#gt;"])
    }
}
