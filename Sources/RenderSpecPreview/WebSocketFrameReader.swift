import Foundation

/// Decodes a client's WebSocket frames (RFC 6455 §5.2) as their bytes arrive, holding at most one
/// frame of `maxMessage` bytes, and no message (its fragments together) larger than that.
///
/// The preview's own, as FlyingFox's decoder is internal to its server loop; it imports nothing of
/// FlyingFox, so the fuzzer reads it together with the request head (scripts/fuzz.sh preview).
struct WebSocketFrameReader {
    struct Frame: Equatable, Sendable {
        var fin: Bool
        var opcode: UInt8
        /// Unmasked.
        var payload: Data

        var isControl: Bool { opcode & 0x08 != 0 }
    }

    /// Why a client's frames were refused: the close code to send before closing.
    struct Refusal: Error, Equatable {
        var code: UInt16
        static let protocolError = Refusal(code: 1002)
        static let tooBig = Refusal(code: 1009)
    }

    let maxMessage: Int
    private var buffer: [UInt8] = []
    private var fragmentBytes = 0

    init(maxMessage: Int) {
        self.maxMessage = maxMessage
    }

    mutating func read(_ bytes: ArraySlice<UInt8>) throws(Refusal) -> [Frame] {
        buffer.append(contentsOf: bytes)
        var frames: [Frame] = []
        var start = 0
        while let (frame, length) = try next(from: start) {
            frames.append(frame)
            start += length
        }
        buffer.removeFirst(start)
        return frames
    }

    /// The frame at `start` and its length in bytes, or nil until all of it is here.
    private mutating func next(from start: Int) throws(Refusal) -> (Frame, Int)? {
        let available = buffer.count - start
        guard available >= 2 else { return nil }
        let first = buffer[start], second = buffer[start + 1]
        let opcode = first & 0x0F, fin = first & 0x80 != 0
        // No extension was agreed, so no reserved bit may be set; a client must mask (§5.1).
        guard first & 0x70 == 0, second & 0x80 != 0 else { throw .protocolError }
        let isControl = opcode & 0x08 != 0
        var headerLength = 2 + 4
        var length = Int(second & 0x7F)
        if length == 126 {
            headerLength += 2
            guard available >= 4 else { return nil }
            length = Int(buffer[start + 2]) << 8 | Int(buffer[start + 3])
        } else if length == 127 {
            headerLength += 8
            guard available >= 10 else { return nil }
            let value = (0..<8).reduce(UInt64(0)) { $0 << 8 | UInt64(buffer[start + 2 + $1]) }
            guard value <= UInt64(maxMessage) else { throw .tooBig }
            length = Int(value)
        }
        if isControl {
            guard length <= 125, fin else { throw .protocolError }
        } else {
            guard length <= maxMessage - fragmentBytes else { throw .tooBig }
        }
        guard available >= headerLength + length else { return nil }
        let maskStart = start + headerLength - 4
        let mask = Array(buffer[maskStart..<(maskStart + 4)])
        var payload = Data(count: length)
        for index in 0..<length { payload[index] = buffer[start + headerLength + index] ^ mask[index & 3] }
        if !isControl { fragmentBytes = fin ? 0 : fragmentBytes + length }
        return (Frame(fin: fin, opcode: opcode, payload: payload), headerLength + length)
    }
}
