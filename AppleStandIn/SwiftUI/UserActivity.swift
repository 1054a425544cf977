// Stand-in: advertising a user activity (Handoff of where the person is). See View.swift for
// what this module is.

extension View {
    // https://developer.apple.com/documentation/swiftui/view/useractivity(_:isactive:_:)
    /// `nonisolated func userActivity(_ activityType: String, isActive: Bool = true,
    /// _ update: @escaping (NSUserActivity) -> ()) -> some View` (iOS 14, macOS 11, tvOS 14,
    /// watchOS 7, visionOS 1).
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public nonisolated func userActivity(
        _ activityType: String, isActive: Bool = true, _ update: @escaping (NSUserActivity) -> Void
    ) -> some View { _standIn() }
}
