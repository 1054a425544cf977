import Wayfinder
import WayfinderTesting

/// `wayfinder map [--format mermaid|dot]`: the route map generated from the schema.
struct MapCommand<Schema: NavigationSchema>: Subcommand {
    static var syntax: Syntax { Syntax(command: "map", options: ["--format": ["mermaid", "dot"]]) }

    let schema: Schema
    let accounts: [Account]

    func callAsFunction(_ arguments: Arguments, console: Console) async -> Int32 {
        let map = await RouteMap(schema: schema, account: accounts.first)
        console.line(arguments["--format"] == "dot" ? map.dot : map.mermaid)
        return 0
    }
}
