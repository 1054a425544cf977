import Foundation

/// Where a command writes: its output and its error stream.
///
/// The real command streams to standard output and standard error as it goes; tests and
/// in-process callers collect into strings.
final class Console {
    private let writeOutput: (String) -> Void
    private let writeError: (String) -> Void

    init(output: @escaping (String) -> Void, error: @escaping (String) -> Void) {
        self.writeOutput = output
        self.writeError = error
    }

    /// A console on the process's standard output and standard error.
    static var standard: Console {
        Console(
            output: { FileHandle.standardOutput.write(Data($0.utf8)) },
            error: { FileHandle.standardError.write(Data($0.utf8)) }
        )
    }

    /// Writes one line to the output.
    func line(_ text: String = "") { writeOutput(text + "\n") }

    /// Writes text to the output as it is.
    func write(_ text: String) { writeOutput(text) }

    /// Writes one line to the error stream.
    func error(_ text: String) { writeError(text + "\n") }
}
