import Testing
import Wayfinder

/// The README's thirteen-line example (its heading counts the lines that are not blank), kept compiling and true.
@Suite("README example")
struct ReadmeExampleTests {
    enum Route: Hashable, Sendable {
        case order(id: Int)
        case invite(team: String, token: String)
    }

    @Test func readmeExampleHolds() throws {
        let links = try LinkTable<Route>(origins: LinkOrigins(schemes: ["shop"], hosts: ["shop.example.com"])) {
            LinkRule("/orders/:id", Route.order(id:)) { if case .order(let id) = $0 { id } else { nil } }
            LinkRule("/teams/:team/invite/:token", secrets: ["token"], Route.invite(team:token:)) {
                if case .invite(let team, let token) = $0 { (team, token) } else { nil }
            }
        }
        #expect(try links.match("https://shop.example.com/orders/42").get() == .order(id: 42))
        guard case .failure(let rejection) = links.match("shop://orders/+1") else {
            Issue.record("+1 is not a strict integer")
            return
        }
        #expect(
            rejection.description == "The parameter id is not valid: expected a decimal integer without leading zeros.")
        #expect(
            links.link(for: .invite(team: "7", token: "s3cr3t"), redactingSecrets: true)
                == "shop://teams/7/invite/<redacted>")
    }
}
