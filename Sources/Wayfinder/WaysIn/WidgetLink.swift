/// The marker that tells a widget's URL apart from a plain link.
///
/// A widget opens its app with a URL: `widgetURL(_:)` for the whole widget, or a `Link` for a
/// part of it. WidgetKit hands that URL to the app exactly as a custom-scheme link arrives, in
/// `onOpenURL`, so nothing in the delivery says it came from a widget. The widget therefore
/// marks it: ``marking(_:)`` sets the URL's fragment to ``marker``, and the host reads the mark
/// with ``unmarked(_:)``, strips it, and opens the link with the `.widget` source.
///
/// The fragment is the one part of a link the link table never reads, so a marked link parses to
/// the same route as the plain one: a widget URL that reaches an app without the host's check
/// still lands, recorded as a `.link`.
///
/// ```swift
/// // in the widget:
/// .widgetURL(URL(string: WidgetLink.marking(links.link(for: .order(id: "42"))!)))
/// // "shop://orders/42#wayfinder-widget"
/// ```
public enum WidgetLink {
    /// The fragment a widget's URL carries: `wayfinder-widget`.
    public static let marker = "wayfinder-widget"

    /// `link` with its fragment replaced by ``marker``.
    /// - Parameter link: A link of the app's table, usually a route's canonical link.
    /// - Returns: The link ending in `#wayfinder-widget`.
    public static func marking(_ link: String) -> String {
        let base = link.firstIndex(of: "#").map { String(link[..<$0]) } ?? link
        return base + "#" + marker
    }

    /// The link without the widget's mark, when it carries one.
    /// - Parameter link: A link as it arrived (`onOpenURL`, a scene's URL context).
    /// - Returns: The link without `#wayfinder-widget`, or `nil` when it does not end in the mark.
    public static func unmarked(_ link: String) -> String? {
        let suffix = "#" + marker
        guard link.hasSuffix(suffix) else { return nil }
        return String(link.dropLast(suffix.count))
    }
}
