// The UIKit adapter. Empty where UIKit's view controllers do not exist (Linux, macOS, watchOS).
#if canImport(UIKit) && !os(watchOS)
@_exported public import Wayfinder
#endif
