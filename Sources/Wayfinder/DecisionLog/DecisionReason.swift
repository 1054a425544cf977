/// Why a decision was made, as a ``DecisionRecord`` keeps it: a sentence, or the figures of a
/// duplicate, rendered into its sentence only when read.
///
/// The coordinator makes a record for every duplicate delivery, an event that changes nothing;
/// keeping its two durations instead of a sentence lets it do so without allocating. Everything
/// else sees the sentence: two reasons are equal, hash and encode as the text they read as.
struct DecisionReason: Hashable, Sendable, Codable {
    enum Storage: Sendable {
        /// A sentence, escaped.
        case text(String)
        /// The same link arrived `since` after an earlier one, within the duplicate `window`.
        case duplicate(since: Duration, window: Duration)
    }

    var storage: Storage

    init(storage: Storage) { self.storage = storage }

    /// A sentence, with control characters escaped as every record field is.
    init(escaping text: String) { storage = .text(DecisionRecord.escaped(text)) }

    /// The reason of a duplicate: the same link arrived `since` after an earlier one, within the
    /// duplicate `window`. Its sentence is built when read.
    static func duplicate(since: Duration, window: Duration) -> Self {
        Self(storage: .duplicate(since: since, window: window))
    }

    /// The sentence.
    var text: String {
        switch storage {
        case .text(let text): text
        case .duplicate(let since, let window):
            "the same link arrived \(since.readable) earlier, within the duplicate window of \(window.readable)"
        }
    }

    static func == (a: Self, b: Self) -> Bool {
        if case .duplicate(let s1, let w1) = a.storage, case .duplicate(let s2, let w2) = b.storage,
            s1 == s2 && w1 == w2
        {
            return true
        }
        return a.text == b.text
    }

    func hash(into hasher: inout Hasher) { hasher.combine(text) }

    init(from decoder: any Decoder) throws {
        self.init(escaping: try decoder.singleValueContainer().decode(String.self))
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
