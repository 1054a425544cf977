import ShopExample
import Wayfinder

let arguments = CommandLine.arguments.dropFirst()
for link in arguments {
    switch ShopRoute.links.match(link) {
    case .success(let route): print("\(link) → \(route)")
    case .failure(let reason): print("\(link) → rejected: \(reason)")
    }
}
