/// A script that cannot be run: an unknown command or a malformed line.
public struct ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The script's file name.
    public var file: String
    /// The 1-based line number.
    public var line: Int
    /// What is wrong and what was expected.
    public var message: String

    /// Creates an error, for a check of your own that reports as the parser does.
    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `file:line: message`.
    public var description: String { "\(file):\(line): \(message)" }
}
