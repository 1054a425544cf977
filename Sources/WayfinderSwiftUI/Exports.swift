// The SwiftUI adapter; see its own issue. Empty on platforms without SwiftUI.
#if canImport(SwiftUI)
@_exported public import Wayfinder
#endif
