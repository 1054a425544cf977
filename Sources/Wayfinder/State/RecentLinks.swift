/// The links that arrived within the duplicate window, oldest first, with an index by
/// fingerprint beside them: a link is looked up in one step, not compared with every distinct
/// link of the last second (a burst of 10,000 links was quadratic).
///
/// It compares, hashes and prints as its list of links: the index and the links already
/// forgotten but not yet dropped from storage are derived bookkeeping, so two states that
/// remember the same links are equal however they got there.
struct RecentLinks: Hashable, Sendable {
    /// Every link still stored; those before `head` have left the window.
    private var storage: [RecentLink] = []
    private var head = 0
    /// How many links were dropped from the front of `storage`: a position in `index` is
    /// `dropped` plus the link's place in `storage`, so dropping moves nothing in the index.
    private var dropped = 0
    /// Where the first link with each key and each text is.
    private var index: [Fingerprint: Int] = [:]
    /// Whether a fingerprint was ever shared by two links (a hash collision, or a key met again
    /// where the window allowed it): then forgetting the first looks for the next.
    private var shared = false

    private enum Fingerprint: Hashable {
        case key(RecentLink.Key)
        case text(Int)
    }

    /// The links of the window, oldest first.
    var links: ArraySlice<RecentLink> { storage[head...] }

    /// The oldest link of the window, if any.
    var oldest: RecentLink? { head < storage.count ? storage[head] : nil }

    /// The oldest link with `key`, if any.
    func first(key: RecentLink.Key) -> RecentLink? { link(at: .key(key)) }

    /// The oldest link whose text had the hash `text`, if any.
    func first(text: Int) -> RecentLink? { link(at: .text(text)) }

    private func link(at fingerprint: Fingerprint) -> RecentLink? {
        guard let position = index[fingerprint] else { return nil }
        return storage[position - dropped]
    }

    /// Remembers `link` as the newest.
    mutating func append(_ link: RecentLink) {
        let position = dropped + storage.count
        storage.append(link)
        remember(.key(link.key), at: position)
        if let text = link.text { remember(.text(text), at: position) }
    }

    private mutating func remember(_ fingerprint: Fingerprint, at position: Int) {
        if index[fingerprint] == nil {
            index[fingerprint] = position
        } else {
            shared = true
        }
    }

    /// Forgets the oldest links while `expired` holds for them. Links are appended at the
    /// instant they arrive and time never runs backwards, so the links that left the window
    /// are always the oldest ones.
    mutating func removeOldest(while expired: (RecentLink) -> Bool) {
        while head < storage.count, expired(storage[head]) {
            let position = dropped + head
            let link = storage[head]
            head += 1
            forget(.key(link.key), at: position)
            if let text = link.text { forget(.text(text), at: position) }
        }
        if head == storage.count {
            dropped += storage.count
            storage.removeAll(keepingCapacity: true)
            index.removeAll(keepingCapacity: true)
            head = 0
            shared = false
        } else if head >= 32, head * 2 >= storage.count {
            // Drop the forgotten links once they are half the storage: each is moved at most once.
            storage.removeFirst(head)
            dropped += head
            head = 0
        }
    }

    private mutating func forget(_ fingerprint: Fingerprint, at position: Int) {
        guard index[fingerprint] == position else { return }
        index[fingerprint] = nil
        guard shared else { return }
        for place in head..<storage.count where fingerprints(of: storage[place]).contains(fingerprint) {
            index[fingerprint] = dropped + place
            return
        }
    }

    private func fingerprints(of link: RecentLink) -> [Fingerprint] {
        [.key(link.key)] + (link.text.map { [.text($0)] } ?? [])
    }

    /// Changes the instant of every link of the window (the canonical form's ages), keeping
    /// their order.
    mutating func mapInstants(_ transform: (NavigationTime) -> NavigationTime) {
        for place in head..<storage.count { storage[place].at = transform(storage[place].at) }
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.links.elementsEqual(rhs.links) }

    func hash(into hasher: inout Hasher) {
        hasher.combine(links.count)
        for link in links { hasher.combine(link) }
    }
}
