import RenderSpecPreview

// `render-spec preview` runs this program (PreviewLauncher.swift), so that the HTTP server and
// what it links (FlyingFox, and through it Foundation's networking: libcurl and some 25 more
// libraries) are loaded only for the preview, not at every start of `render-spec`.
PreviewCommand.runFromCommandLine()
