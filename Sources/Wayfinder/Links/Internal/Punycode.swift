/// Punycode (RFC 3492): the Bootstring encoding that carries a Unicode host label in ASCII, as
/// the part of an `xn--` label after the prefix. Written from the RFC's section 6 algorithms,
/// with its parameters for Punycode (section 5); overflow is refused, not wrapped (section 6.4).
enum Punycode {
    private static let base = 36
    private static let tMin = 1
    private static let tMax = 26
    private static let skew = 38
    private static let damp = 700
    private static let initialBias = 72
    private static let initialN = 0x80
    private static let delimiter: UInt8 = 0x2D  // "-"

    /// The code points `text` encodes, or `nil` when it is not valid Punycode: a character
    /// outside letters, digits and `-`, a non-basic code point before the delimiter, a number
    /// that ends early or overflows, a surrogate or a value past U+10FFFF.
    ///
    /// Upper- and lowercase digits decode alike (section 5); callers that need the one spelling
    /// compare ``encode(_:)`` of the result with the input.
    /// - Complexity: O(*n*²) in the length of the output, which is at most 63 for a host label.
    static func decode(_ text: some Collection<UInt8>) -> [Unicode.Scalar]? {
        let input = Array(text)
        var output: [Unicode.Scalar] = []
        var position = 0
        if let last = input.lastIndex(of: delimiter) {
            for byte in input[..<last] {
                guard byte < 0x80 else { return nil }
                output.append(Unicode.Scalar(byte))
            }
            position = last + 1
        }
        // An index past this would push the code point past U+10FFFF (the output never has more
        // code points than the input has bytes), so stopping there refuses nothing valid and
        // keeps every product below in range.
        let limit = 0x10FFFF * (input.count + 1)
        var n = initialN
        var i = 0
        var bias = initialBias
        while position < input.count {
            let old = i
            var weight = 1
            var k = base
            while true {
                guard position < input.count, let digit = digitValue(input[position]) else { return nil }
                position += 1
                i += digit * weight
                guard i <= limit else { return nil }
                let t = threshold(k, bias: bias)
                if digit < t { break }
                weight *= base - t  // at most 35 × limit: the digit just read was at least 1 × weight
                k += base
            }
            let count = output.count + 1
            bias = adapt(i - old, count: count, first: old == 0)
            n += i / count
            i %= count
            guard n <= 0x10FFFF, let scalar = Unicode.Scalar(UInt32(n)) else { return nil }
            output.insert(scalar, at: i)
            i += 1
        }
        return output
    }

    /// The Punycode of `scalars`, digits in lowercase: the basic code points in order, the
    /// delimiter when there are any, then the insertions.
    /// - Complexity: O(*n*²) in the number of code points.
    static func encode(_ scalars: [Unicode.Scalar]) -> [UInt8] {
        let values = scalars.map { Int($0.value) }
        var output: [UInt8] = values.filter { $0 < 0x80 }.map { UInt8($0) }
        let basic = output.count
        if basic > 0 { output.append(delimiter) }
        var handled = basic
        var n = initialN
        var delta = 0
        var bias = initialBias
        while handled < values.count {
            // The smallest code point not yet handled; every value is at most U+10FFFF, so
            // delta stays far from overflow for the few code points a label holds.
            let m = values.filter { $0 >= n }.min() ?? n
            delta += (m - n) * (handled + 1)
            n = m
            for value in values {
                if value < n { delta += 1 }
                if value == n {
                    var q = delta
                    var k = base
                    while true {
                        let t = threshold(k, bias: bias)
                        if q < t { break }
                        output.append(digit(t + (q - t) % (base - t)))
                        q = (q - t) / (base - t)
                        k += base
                    }
                    output.append(digit(q))
                    bias = adapt(delta, count: handled + 1, first: handled == basic)
                    delta = 0
                    handled += 1
                }
            }
            delta += 1
            n += 1
        }
        return output
    }

    /// The bias adaptation function of section 6.1.
    private static func adapt(_ delta: Int, count: Int, first: Bool) -> Int {
        var delta = first ? delta / damp : delta / 2
        delta += delta / count
        var k = 0
        while delta > ((base - tMin) * tMax) / 2 {
            delta /= base - tMin
            k += base
        }
        return k + (base - tMin + 1) * delta / (delta + skew)
    }

    /// The threshold of digit position `k` (section 3.3), clamped to `tMin...tMax`.
    private static func threshold(_ k: Int, bias: Int) -> Int {
        k <= bias ? tMin : k >= bias + tMax ? tMax : k - bias
    }

    /// `a`–`z` (or `A`–`Z`) are 0–25, `0`–`9` are 26–35.
    private static func digitValue(_ byte: UInt8) -> Int? {
        switch byte {
        case 0x61...0x7A: Int(byte - 0x61)
        case 0x41...0x5A: Int(byte - 0x41)
        case 0x30...0x39: Int(byte - 0x30) + 26
        default: nil
        }
    }

    private static func digit(_ value: Int) -> UInt8 {
        value < 26 ? UInt8(0x61 + value) : UInt8(0x30 + value - 26)
    }
}
