import ShopExample
import Wayfinder

// Compile-only: the values that cross actors are Sendable. If one stops being Sendable, this
// file stops compiling.
private func requireSendable<T: Sendable>(_: T.Type) {}

private func publicValuesAreSendable() {
    requireSendable(LinkTable<ShopRoute>.self)
    requireSendable(LinkRule<ShopRoute>.self)
    requireSendable(LinkRejection.self)
    requireSendable(LinkParameters.self)
    requireSendable(LinkTableError.self)
    requireSendable(LinkOrigins.self)
    requireSendable(LinkLimits.self)
    requireSendable(LinkTable<ShopRoute>.Match.self)
    requireSendable(LinkParameters.Item.self)
    requireSendable(LinkSegment.self)
    requireSendable(Coordinator<Shop>.self)
    requireSendable(NavigationState<Shop>.self)
    requireSendable(NavigationEvent<Shop>.self)
    requireSendable(NavigationEffect<Shop>.self)
    requireSendable(PendingLink<Shop>.self)
    requireSendable(Destination<Shop>.self)
    requireSendable(Requirement<Shop>.self)
    requireSendable(ModalPresentation<Shop>.self)
    requireSendable(Resolution<Shop>.self)
    requireSendable(DecisionRecord.self)
    requireSendable(NavigationSnapshot<Shop>.self)
    requireSendable(DeepLinkMailbox<DeliveredLink<ShopRoute>>.self)
    requireSendable(Session.self)
    requireSendable(RingBufferDecisionLog.self)
    requireSendable(InMemorySnapshotStore.self)
    requireSendable(NavigationJournal<Shop>.self)
    requireSendable(JournalEntry.self)
    requireSendable(JournalEvent.self)
    requireSendable(JournalDecision.self)
    requireSendable(JournalScreen.self)
}
