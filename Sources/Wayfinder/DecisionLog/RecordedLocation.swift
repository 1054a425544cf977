/// A landing place as records carry it: the tab, its stack and the modal, each as the schema
/// describes it (records are not generic over the schema, so sinks of any app can read them).
///
/// A landing the reducer records keeps the schema's own values and renders them when read, so
/// a landing deep in a stack costs no text until a sink or a test looks at it. Equality,
/// hashing and coding see the rendered text.
public struct RecordedLocation: Hashable, Sendable, Codable, CustomStringConvertible {
    public var tab: String {
        get { _parts.rendered.tab }
        set { _parts = .rendered(_Rendered(tab: newValue, stack: stack, modal: modal)) }
    }
    /// The tab's stack, bottom first.
    public var stack: [String] {
        get { _parts.rendered.stack }
        set {
            _parts = .rendered(_Rendered(tab: tab, stack: newValue, modal: modal))
        }
    }
    /// The modal presented, if any.
    public var modal: String? {
        get { _parts.rendered.modal }
        set { _parts = .rendered(_Rendered(tab: tab, stack: stack, modal: newValue)) }
    }

    var _parts: _Parts

    /// Creates a landing place, escaping control characters in every part.
    public init(tab: String, stack: [String] = [], modal: String? = nil) {
        _parts = .rendered(
            _Rendered(
                tab: DecisionRecord.escaped(tab), stack: stack.map(DecisionRecord.escaped),
                modal: modal.map(DecisionRecord.escaped)))
    }

    /// The landing at `location` with `presented` up, rendered only when read.
    init<Schema: NavigationSchema>(_ location: Location<Schema>, presented: ModalPresentation<Schema>?) {
        _parts = .unrendered(Unrendered(location: location, presented: presented))
    }

    /// `TAB > SCREEN > SCREEN`, then ` · modal NAME` when a modal is up.
    public var description: String {
        let parts = _parts.rendered
        var text = ([parts.tab] + parts.stack).joined(separator: " > ")
        if let modal = parts.modal { text += " · modal \(modal)" }
        return text
    }

    public static func == (a: Self, b: Self) -> Bool { a._parts.rendered == b._parts.rendered }

    public func hash(into hasher: inout Hasher) { hasher.combine(_parts.rendered) }

    private enum CodingKeys: String, CodingKey {
        case tab, stack, modal
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        // Decoded text is taken as written, as the synthesized conformance took it.
        _parts = .rendered(
            _Rendered(
                tab: try container.decode(String.self, forKey: .tab),
                stack: try container.decode([String].self, forKey: .stack),
                modal: try container.decodeIfPresent(String.self, forKey: .modal)))
    }

    public func encode(to encoder: any Encoder) throws {
        let parts = _parts.rendered
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(parts.tab, forKey: .tab)
        try container.encode(parts.stack, forKey: .stack)
        try container.encodeIfPresent(parts.modal, forKey: .modal)
    }

    /// The text of a landing place, escaped.
    struct _Rendered: Hashable, Sendable {
        var tab: String
        var stack: [String]
        var modal: String?
    }

    /// A landing place as text, or as the schema's values still to be described.
    enum _Parts: Sendable {
        case rendered(_Rendered)
        case unrendered(any UnrenderedLocation)

        var rendered: _Rendered {
            switch self {
            case .rendered(let rendered): rendered
            case .unrendered(let location): location.rendered
            }
        }
    }
}
