// Compiled only where SwiftUI exists; type-checked on Linux against the stand-in in AppleStandIn/.
// Bindings for columns, written against `Binding.init(get:set:)` as in Navigator+Bindings.swift.
// Every write goes through the core's column mappings (`ListDetailColumns`, `TabSidebar`), so a
// column makes the same events, decisions and records as a stack.
#if canImport(SwiftUI)
public import SwiftUI

extension Navigator {
    /// The sidebar's selection when the tabs show as a sidebar (`List(selection:)`): the selected
    /// tab. A write of the tab already selected changes nothing (a list writes its selection
    /// again as it appears); another tab is selected as by the tab bar.
    public var sidebarSelection: Binding<Schema.Tab?> {
        Binding(
            get: { @MainActor in self.selectedTab },
            set: { @MainActor tab in
                if let event = TabSidebar(self.state, schema: self.schema).selecting(tab) { self.send(event) }
            }
        )
    }

    /// The list column's selection of `tab` shown as list + detail: the first screen of its
    /// stack. Selecting replaces the stack with that screen; clearing it returns to the root.
    public func listSelection(for tab: Schema.Tab) -> Binding<Schema.Screen?> {
        Binding(
            get: { @MainActor in self.stack(for: tab).first },
            set: { @MainActor screen in
                let columns = ListDetailColumns<Schema>(tab: tab, stack: self.stack(for: tab))
                if let event = columns.selecting(screen) { self.send(event) }
            }
        )
    }

    /// The detail column's path of `tab` shown as list + detail: the screens above the list's
    /// selection. A push appends, Back pops, a swipe writes the whole path; without a selection
    /// there is nothing to write.
    public func detailPath(for tab: Schema.Tab) -> Binding<[Schema.Screen]> {
        Binding(
            get: { @MainActor in Array(self.stack(for: tab).dropFirst()) },
            set: { @MainActor path in
                let columns = ListDetailColumns<Schema>(tab: tab, stack: self.stack(for: tab))
                if let event = columns.writingDetail(path) { self.send(event) }
            }
        )
    }
}

#endif
