// Compiled only where SwiftUI exists; type-checked on Linux against the stand-in in AppleStandIn/.
//
// Every platform difference inside the adapter's logic lives in this one file. (Files that need
// a framework only some platforms have are gated as a whole instead:
// `ColdLaunchSceneDelegate.swift` and `SceneConnectionLinks+Options.swift` need UIKit's scenes,
// `NotificationLinkDelegate.swift` and `NotificationDelegation.swift` need UserNotifications'
// response to a tap.)
//
// Written against:
// - `fullScreenCover(item:onDismiss:content:)`: iOS 14, iPadOS 14, Mac Catalyst 14, tvOS 14,
//   visionOS 1, watchOS 7; not available on macOS.
// - `sheet(item:onDismiss:content:)`: every platform, macOS 10.15 included.
#if canImport(SwiftUI)
import SwiftUI

extension View {
    /// Presents `item` as a full-screen cover, or as a sheet on macOS, which has no full-screen
    /// cover.
    func coverPresentation<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)?, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        #if os(macOS)
        sheet(item: item, onDismiss: onDismiss, content: content)
        #else
        fullScreenCover(item: item, onDismiss: onDismiss, content: content)
        #endif
    }
}

#endif
