/// A growable run of plain values that writes in place: the sink's bytes, its slot table and its
/// list of open slots, touched a dozen times for every value a snapshot encodes.
///
/// An `Array` held by a class checks on every write that its storage is not shared (and would
/// copy it if it were); this buffer is owned by one sink and never shared, so it has no such
/// check. Every index is still checked against `count`.
struct SinkBuffer<Element: BitwiseCopyable>: ~Copyable {
    private var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    /// Zero once the storage is handed over by ``take()``: `base` then points at nothing.
    private(set) var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 1)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        if capacity > 0 { base.deallocate() }
    }

    var indices: Range<Int> { 0..<count }

    subscript(index: Int) -> Element {
        unsafeAddress {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "index out of range")
            return UnsafePointer(base + index)
        }
        nonmutating unsafeMutableAddress {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "index out of range")
            return base + index
        }
    }

    var last: Element? { count > 0 ? base[count - 1] : nil }

    mutating func append(_ element: Element) {
        if count == capacity { grow(toHold: count + 1) }
        (base + count).initialize(to: element)
        count += 1
    }

    mutating func append(contentsOf elements: UnsafeBufferPointer<Element>) {
        guard let source = elements.baseAddress else { return }
        if elements.count > capacity - count { grow(toHold: count + elements.count) }
        (base + count).initialize(from: source, count: elements.count)
        count += elements.count
    }

    /// Appends `length` elements that `write` initializes, every one of them.
    mutating func append(length: Int, _ write: (UnsafeMutableBufferPointer<Element>) -> Void) {
        precondition(length >= 0, "a negative length")
        if length > capacity - count { grow(toHold: count + length) }
        write(UnsafeMutableBufferPointer(start: base + count, count: length))
        count += length
    }

    mutating func removeLast() {
        precondition(count > 0, "nothing to remove")
        count -= 1
    }

    /// Removes the elements from `index` on.
    mutating func removeSuffix(from index: Int) {
        precondition(index >= 0 && index <= count, "index out of range")
        count = index
    }

    mutating func popLast() -> Element? {
        guard count > 0 else { return nil }
        count -= 1
        return base[count]
    }

    /// The elements from `index` on, copied.
    func suffix(from index: Int) -> [Element] {
        precondition(index >= 0 && index <= count, "index out of range")
        return Array(UnsafeBufferPointer(start: base + index, count: count - index))
    }

    /// Calls `body` with the elements from `index` on.
    func withElements<R>(from index: Int, _ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
        precondition(index >= 0 && index <= count, "index out of range")
        return try body(UnsafeBufferPointer(start: base + index, count: count - index))
    }

    /// Empties the buffer, with room for at least `capacity` elements.
    mutating func removeAll(reservingCapacity capacity: Int) {
        count = 0
        if self.capacity < capacity { grow(toHold: capacity) }
    }

    /// Empties the buffer, and frees its storage if it holds more than `limit` elements.
    mutating func removeAll(freeingAbove limit: Int) {
        count = 0
        guard capacity > limit else { return }
        base.deallocate()
        base = Self.nowhere
        capacity = 0
    }

    /// Hands the storage and its elements over: the caller deallocates it. The buffer is empty
    /// afterwards, and allocates again if appended to.
    mutating func take() -> UnsafeMutableBufferPointer<Element> {
        let taken = UnsafeMutableBufferPointer(start: base, count: count)
        base = Self.nowhere
        count = 0
        capacity = 0
        return taken
    }

    /// Where `base` points without storage. Never read: `count` and `capacity` are zero then,
    /// so every access allocates first.
    private static var nowhere: UnsafeMutablePointer<Element> {
        UnsafeMutablePointer(bitPattern: MemoryLayout<Element>.alignment)!
    }

    @inline(never)
    private mutating func grow(toHold needed: Int) {
        let larger = max(capacity * 2, needed, 16)
        let storage = UnsafeMutablePointer<Element>.allocate(capacity: larger)
        if capacity > 0 {
            storage.initialize(from: base, count: count)
            base.deallocate()
        }
        base = storage
        capacity = larger
    }
}
