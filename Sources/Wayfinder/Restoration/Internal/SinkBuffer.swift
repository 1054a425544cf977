/// A growable run of plain values that writes in place: the sink's slot table and its list of
/// open slots, touched a dozen times for every value a snapshot encodes.
///
/// An `Array` held by a class checks on every write that its storage is not shared (and would
/// copy it if it were); this buffer is owned by one sink and never shared, so it has no such
/// check. Every index is still checked against `count`.
struct SinkBuffer<Element: BitwiseCopyable>: ~Copyable {
    private var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 1)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

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
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    mutating func removeLast() {
        precondition(count > 0, "nothing to remove")
        count -= 1
    }

    mutating func popLast() -> Element? {
        guard count > 0 else { return nil }
        count -= 1
        return base[count]
    }

    @inline(never)
    private mutating func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.initialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }
}
