// Compiled only where SwiftUI exists. Nothing in this file has been compiled on Linux.
//
// Every platform difference inside the adapter's logic lives in this one file. (Two files are
// gated as a whole instead: each file is wholly inside `#if canImport(SwiftUI)`, and
// `ColdLaunchSceneDelegate.swift` also needs UIKit's scene delegate.)
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
        item: Binding<Item?>, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        #if os(macOS)
        sheet(item: item, onDismiss: nil, content: content)
        #else
        fullScreenCover(item: item, onDismiss: nil, content: content)
        #endif
    }
}

#endif
