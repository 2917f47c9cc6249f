// `render-spec serve` runs this program (ServeLauncher.swift), so that the HTTP server and what it
// links (SwiftNIO, Hummingbird, swift-crypto) are loaded only for the server, not at every start
// of `render-spec`. The server is built with the package's Server trait (Package.swift says why).
#if Server
import RenderSpecServe

await ServeCommand.runFromCommandLine()
#else
import Foundation

FileHandle.standardError.write(Data("error: this render-spec-serve was built without the server; build it with `swift build --traits Server --product render-spec-serve` (scripts/setup.sh does)\n".utf8))
exit(2)
#endif
