// The one place that knows which test framework is running.

#if canImport(Testing)
import Testing
#endif

/// Reports a test failure at the caller's source location: to Swift Testing when a Swift Testing
/// test is running. Returns whether a framework took it (the caller keeps it either way).
@discardableResult
func reportIssue(_ message: String, fileID: String, filePath: String, line: Int, column: Int) -> Bool {
    #if canImport(Testing)
    if Test.current != nil {
        Issue.record(
            Comment(rawValue: message),
            sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        return true
    }
    #endif
    return false
}
