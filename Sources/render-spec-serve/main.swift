import RenderSpecServe

// `render-spec serve` runs this program (ServeLauncher.swift), so that the HTTP server and what it
// links (SwiftNIO, Hummingbird, swift-crypto) are loaded only for the server, not at every start
// of `render-spec`.
await ServeCommand.runFromCommandLine()
