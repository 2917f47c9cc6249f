import FlyingFox
import FlyingSocks
import Foundation

/// A WebSocket after its 101: the client's frames decoded into FlyingFox's handler, the handler's
/// frames and a ping every `pingInterval` written back. A page stays connected as long as it is
/// open, so this has no idle timeout; but a peer that is gone (a laptop asleep, a cable pulled)
/// sends no pong, and once nothing has come from it for two intervals the connection is closed.
struct WebSocketSession: Sendable {
    let socket: DeadlineSocket
    let limits: PreviewLimits

    private enum Part { case reader, writer, other }

    func run(_ handler: any WSHandler, received: ArraySlice<UInt8>) async {
        let (clientFrames, toHandler) = AsyncThrowingStream<WSFrame, any Error>.makeStream()
        let (outbox, toClient) = AsyncStream<WSFrame>.makeStream(bufferingPolicy: .bufferingNewest(64))
        guard let serverFrames = try? await handler.makeFrames(for: clientFrames) else { return }
        await withTaskGroup(of: Part.self) { group in
            group.addTask { await read(received, into: toHandler, replies: toClient); return .reader }
            group.addTask {
                for await frame in serverFrames { toClient.yield(frame) }
                toClient.finish()
                return .other
            }
            group.addTask {
                // The one writer: frames from the handler and pings never interleave on the socket.
                for await frame in outbox {
                    do { try await socket.write(WebSocketFrames.encode(frame), before: .now + limits.idleTimeout) } catch { break }
                    if frame.opcode == .close { break }
                }
                return .writer
            }
            group.addTask {
                while (try? await Task.sleep(for: limits.pingInterval)) != nil { toClient.yield(WSFrame(fin: true, opcode: .ping, mask: nil, payload: Data())) }
                return .other
            }
            // Over when the peer is gone or closed, or when nothing more can be written to it.
            while let part = await group.next(), part == .other {}
            group.cancelAll()
            toHandler.finish()
            toClient.finish()
        }
    }

    /// Decodes the client's frames until it closes, goes quiet for two ping intervals, or breaks
    /// the protocol (answered with a close frame of its code).
    private func read(_ received: ArraySlice<UInt8>, into handler: AsyncThrowingStream<WSFrame, any Error>.Continuation,
                      replies: AsyncStream<WSFrame>.Continuation) async {
        var reader = WebSocketFrameReader(maxMessage: limits.webSocketMessageBytes)
        var bytes = received
        do {
            while true {
                // After a close the handler answers with one and the writer ends the session; until
                // then the peer's bytes are still read, so its close is not met with a reset.
                for frame in try reader.read(bytes) { handler.yield(WebSocketFrames.frame(frame)) }
                bytes = try await socket.read(before: .now + limits.pingInterval * 2)[...]
            }
        } catch let refusal as WebSocketFrameReader.Refusal {
            replies.yield(.close(code: WSCloseCode(refusal.code)))
            // Gives the writer a moment to send it; the session ends with this reader.
            try? await Task.sleep(for: .milliseconds(100))
        } catch {
            // Closed, quiet too long, or the socket failed.
        }
    }
}
