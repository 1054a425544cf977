#if canImport(UIKit)
import UIKit

/// The example's one kind of view controller: a title and a list of rows, each a line of text
/// that may do something when tapped. Every screen, tab root and modal of the Shop is one.
class ListController: UITableViewController {
    struct Row {
        var text: String
        var action: (() -> Void)?
    }

    var rows: [Row] = [] {
        didSet { if isViewLoaded { tableView.reloadData() } }
    }

    init(title: String) {
        super.init(style: .plain)
        self.title = title
    }

    required init?(coder: NSCoder) { nil }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = rows[indexPath.row].text
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        rows[indexPath.row].action?()
    }
}
#endif
