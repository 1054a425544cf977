import Foundation
import ShopExample
import Testing
import Wayfinder

/// A requirement's typed name keeps its text form wherever text is read or written.
@Suite("Requirement names")
struct RequirementNameTests {
    @Test("A name is its text in JSON, and a journal written with strings still decodes")
    func codableIsTheText() throws {
        #expect(String(decoding: try JSONEncoder().encode(RequirementName.stepUp), as: UTF8.self) == #""step-up""#)
        let old = Data(#"{"requirementMet":{"_0":"step-up"}}"#.utf8)
        #expect(try JSONDecoder().decode(JournalEvent.self, from: old) == .requirementMet(.stepUp))
        let written = try JSONEncoder().encode(JournalEvent.requirementCancelled(RequirementName("unlock")))
        #expect(String(decoding: written, as: UTF8.self) == #"{"requirementCancelled":{"_0":"unlock"}}"#)
    }

    @Test(
        "Journal text, access, reasons and records print the name's text",
        arguments: [
            (JournalEvent.requirementMet(.stepUp).scriptLine, "step-up"),
            (JournalEvent.requirementFailed(.stepUp).scriptLine, "step-up-fails"),
            (JournalEvent.requirementCancelled(.stepUp).scriptLine, "step-up-cancel"),
            (JournalEvent.requirementMet(RequirementName("unlock")).scriptLine, "requirement-met unlock"),
            (Access.requirement(.stepUp).description, "signed in + step-up"),
            (PendingLink<Shop>.Reason.requirement(.stepUp).description, "waiting for step-up"),
            (PendingLink<Shop>.Reason.signIn.description, "waiting for sign-in"),
        ])
    func text(printed: String, expected: String) {
        #expect(printed == expected)
    }
}
