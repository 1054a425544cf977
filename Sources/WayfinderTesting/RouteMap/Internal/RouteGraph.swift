/// The route map as a plain graph, rendered by ``RouteMap/mermaid`` and ``RouteMap/dot``.
struct RouteGraph {
    enum Shape { case start, box, decision, gate, modal, store, state }
    enum Style: String { case plain, protected, fallback, modal, dropped }

    struct Node {
        var id: String
        var lines: [String]
        var shape: Shape
        var style: Style
    }

    struct Edge: Hashable {
        var from: String
        var to: String
        var label: String?
        var dashed: Bool
    }

    struct Cluster {
        var id: String
        var label: String
        var nodes: [String]
    }

    private(set) var nodes: [Node] = []
    private var keys: [String: String] = [:]
    private(set) var edges: [Edge] = []
    private(set) var clusters: [Cluster] = []

    /// Adds a node unless one with the same identifier exists, optionally inside a cluster.
    mutating func node(
        _ id: String, _ lines: [String], _ shape: Shape, _ style: Style = .plain, in cluster: String? = nil
    ) {
        guard !nodes.contains(where: { $0.id == id }) else { return }
        nodes.append(Node(id: id, lines: lines, shape: shape, style: style))
        if let cluster, let index = clusters.firstIndex(where: { $0.id == cluster }) {
            clusters[index].nodes.append(id)
        }
    }

    /// Adds an edge unless the same one exists.
    mutating func edge(_ from: String, _ to: String, _ label: String? = nil, dashed: Bool = false) {
        let edge = Edge(from: from, to: to, label: label, dashed: dashed)
        if !edges.contains(edge) { edges.append(edge) }
    }

    /// Adds a cluster; nodes join it through ``node(_:_:_:_:in:)``.
    mutating func cluster(_ id: String, _ label: String) {
        if !clusters.contains(where: { $0.id == id }) { clusters.append(Cluster(id: id, label: label, nodes: [])) }
    }

    /// A short identifier for a key (`d0`, `d1`, …), the same for the same key.
    mutating func id(for key: String, prefix: String) -> String {
        if let id = keys[prefix + "|" + key] { return id }
        let id = prefix + String(keys.keys.filter { $0.hasPrefix(prefix + "|") }.count)
        keys[prefix + "|" + key] = id
        return id
    }

    /// Nodes in no cluster, in order.
    var looseNodes: [Node] {
        let clustered = Set(clusters.flatMap(\.nodes))
        return nodes.filter { !clustered.contains($0.id) }
    }

    func node(withID id: String) -> Node? { nodes.first { $0.id == id } }

    /// The nodes as a renderer writes them, in order: each cluster that has nodes between its
    /// `opening` and `closing` lines with its nodes indented by eight spaces, then the loose
    /// nodes indented by four.
    func nodeLines(
        opening: (Cluster) -> [String], closing: String, node draw: (Node) -> String
    ) -> [String] {
        var lines: [String] = []
        for cluster in clusters where !cluster.nodes.isEmpty {
            lines += opening(cluster)
            for id in cluster.nodes {
                if let node = node(withID: id) { lines.append("        " + draw(node)) }
            }
            lines.append(closing)
        }
        for node in looseNodes { lines.append("    " + draw(node)) }
        return lines
    }
}
