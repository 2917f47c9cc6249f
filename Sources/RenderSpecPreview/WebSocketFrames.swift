import FlyingFox
import Foundation

/// WebSocket frames (RFC 6455 §5.2) to and from bytes, for the connections the preview serves
/// itself: FlyingFox's codec is internal to its own server loop.
enum WebSocketFrames {
    /// A server's frame: never masked.
    static func encode(_ frame: WSFrame) -> Data {
        var bytes: [UInt8] = [(frame.fin ? 0x80 : 0) | frame.opcode.rawValue]
        let count = frame.payload.count
        switch count {
        case ..<126:
            bytes.append(UInt8(count))
        case ...0xFFFF:
            bytes.append(126)
            bytes += [UInt8(count >> 8), UInt8(count & 0xFF)]
        default:
            bytes.append(127)
            bytes += (0..<8).reversed().map { UInt8((UInt64(count) >> (8 * UInt64($0))) & 0xFF) }
        }
        return Data(bytes) + frame.payload
    }

    /// Why a client's frames were refused: the close code to send before closing.
    struct Refusal: Error, Equatable {
        var code: WSCloseCode
        static let protocolError = Refusal(code: WSCloseCode(1002))
        static let tooBig = Refusal(code: WSCloseCode(1009))
    }

    /// Decodes a client's frames as their bytes arrive, holding at most one frame of
    /// `maxMessage` bytes, and no message (its fragments together) larger than that.
    struct Reader {
        let maxMessage: Int
        private var buffer: [UInt8] = []
        private var fragmentBytes = 0

        init(maxMessage: Int) {
            self.maxMessage = maxMessage
        }

        mutating func read(_ bytes: ArraySlice<UInt8>) throws(Refusal) -> [WSFrame] {
            buffer.append(contentsOf: bytes)
            var frames: [WSFrame] = []
            var start = 0
            while let (frame, length) = try next(from: start) {
                frames.append(frame)
                start += length
            }
            buffer.removeFirst(start)
            return frames
        }

        /// The frame at `start` and its length in bytes, or nil until all of it is here.
        private mutating func next(from start: Int) throws(Refusal) -> (WSFrame, Int)? {
            let available = buffer.count - start
            guard available >= 2 else { return nil }
            let first = buffer[start], second = buffer[start + 1]
            let opcode = WSFrame.Opcode(first & 0x0F), fin = first & 0x80 != 0
            // No extension was agreed, so no reserved bit may be set; a client must mask (§5.1).
            guard first & 0x70 == 0, second & 0x80 != 0 else { throw .protocolError }
            let isControl = opcode.rawValue & 0x08 != 0
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
            let frame = WSFrame(fin: fin, rsv1: false, rsv2: false, rsv3: false, opcode: opcode, mask: nil, payload: payload)
            return (frame, headerLength + length)
        }
    }
}
