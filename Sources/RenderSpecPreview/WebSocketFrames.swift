import FlyingFox
import Foundation

/// Between the wire and FlyingFox's frames: a server frame as bytes, a decoded client frame as
/// FlyingFox's `WSFrame`.
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

    static func frame(_ frame: WebSocketFrameReader.Frame) -> WSFrame {
        WSFrame(fin: frame.fin, rsv1: false, rsv2: false, rsv3: false, opcode: WSFrame.Opcode(frame.opcode), mask: nil, payload: frame.payload)
    }
}
