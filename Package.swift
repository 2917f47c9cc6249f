// swift-tools-version:6.1
import PackageDescription

// One-way flow: JSON → SpecModel → SpecScene → SpecRender (CairoGraphics) → bytes.
// SpecModel reads the apps' string catalogs through StringCatalogs (one bridge file in SpecModel).
// Beside the flow, SpecSchema writes the JSON Schema and docs/reference.md from SpecModel's models.
// Below them all, Startup (over its C shims, CStartup) is the start-up machinery (docs/startup.md),
// and RenderSupport what every stage shares. Only CairoGraphics, PNGCodec, XMLReading and Startup
// import the C libraries; CBoxBlur is the blur's own box pass in C (SpecRender's BlurLanes), for
// instruction sets Swift cannot pick per function.

// CCairo's include folders. On Linux they come from Sources/CCairo/pango-headers.pc, named by its
// path, rather than from pango.pc: pango.pc requires gio-2.0, whose gmodule-no-export-2.0.pc puts
// -pthread in its Cflags, and SwiftPM drops every pkg-config flag but -I/-F/-L/-l/-framework with
// a "prohibited flag(s): -pthread" warning per target in every build, a consumer's too, and has no
// setting to accept the flag or to leave out a requirement's. That file requires the same headers'
// packages but gio, and names Pango's folder where Debian, Ubuntu, Fedora and Arch put it. SwiftPM
// splits the names at spaces, so a checkout whose path has one falls back to pango.pc.
let cairoTextPkgConfig: String = {
    #if os(Linux)
    let pangoHeaders = Context.packageDirectory + "/Sources/CCairo/pango-headers.pc"
    if !pangoHeaders.contains(" ") { return pangoHeaders }
    #endif
    return "freetype2 fontconfig harfbuzz pango pangoft2"
}()

let package = Package(
    name: "render-spec",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "render-spec", targets: ["render-spec"]),
        // `render-spec preview` runs it: the HTTP server stays out of render-spec's own start-up.
        .executable(name: "render-spec-preview", targets: ["render-spec-preview"]),
        // `render-spec serve` runs it, for the same reason (docs/serve.md).
        .executable(name: "render-spec-serve", targets: ["render-spec-serve"]),
        .library(name: "RenderSpec", targets: ["RenderSpec"]),
        // Specs rendered at build time into a target's resources, with Swift accessors, and
        // `swift package render-spec check|update` (docs/app-integration.md).
        .plugin(name: "RenderSpecPlugin", targets: ["RenderSpecPlugin"]),
        .plugin(name: "RenderSpecCommand", targets: ["RenderSpecCommand"]),
        // assertRendering(of:matchesGolden:): a rendering against its golden, in XCTest and Swift Testing.
        .library(name: "RenderSpecTesting", targets: ["RenderSpecTesting"]),
    ],
    // `render-spec serve`'s server and the packages it needs (docs/serve.md), built only with the
    // trait: `swift build --traits Server` (scripts/setup.sh and scripts/release-build.sh pass it).
    // Without it, as an app that uses the plugin or the library builds render-spec, none of those
    // packages is fetched or compiled, and CI compiles them once, in the ThreadSanitizer build
    // that runs the server's tests (scripts/test.sh).
    traits: [
        .trait(name: "Server", description: "render-spec serve: Hummingbird over SwiftNIO, swift-crypto, swift-metrics, swift-prometheus, swift-service-lifecycle and swift-log."),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // `render-spec preview`'s server: FlyingSocks' sockets and event queue, FlyingFox's request,
        // response and WebSocket types; the preview reads connections itself, within its limits
        // (FlyingFox's own loop is quadratic in a line's length and has no limits or timeouts).
        // Chosen over Hummingbird 2 by measurement (docs/preview.md): Hummingbird and
        // hummingbird-websocket more than doubled a cold build, and would still have needed
        // handlers of our own for 414/431 and to close connections whose head never ends or starts.
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
        // `render-spec serve`'s server (docs/serve.md), with the Server trait only: HTTP/1.1 through
        // SwiftNIO, the HMAC of signed URLs, /metrics, the access log and SIGTERM's graceful
        // shutdown, each from the Swift server ecosystem's own package. Hummingbird's default traits
        // (swift-configuration, full Foundation) are left off: the server reads its options with
        // ArgumentParser.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // `swift package generate-documentation --target RenderSpec`; a plugin, built only when run.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // Cairo is not in pkgConfig: on Linux CairoGraphics links its static archive (below says why);
        // on macOS CCairoPkgConfig brings Homebrew's through pkg-config.
        .systemLibrary(
            name: "CCairo",
            pkgConfig: cairoTextPkgConfig,
            providers: [.apt(["libcairo2-dev", "libfreetype-dev", "libfontconfig-dev",
                              "libharfbuzz-dev", "libpango1.0-dev"]),
                        .brew(["cairo", "freetype", "fontconfig", "harfbuzz", "pango"])]
        ),
        // macOS only: Homebrew's Cairo, found with pkg-config (Sources/CCairoPkgConfig/module.modulemap).
        .systemLibrary(
            name: "CCairoPkgConfig",
            pkgConfig: "cairo",
            providers: [.brew(["cairo"]), .apt(["libcairo2-dev"])]
        ),
        .systemLibrary(
            name: "CLibPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
        ),
        // ISA-L's igzip compresses the PNGs render-spec writes (Benchmarks/png-encoding: three to
        // seven times as fast as libdeflate's and zlib's fastest levels, for about a tenth more bytes).
        .systemLibrary(
            name: "CISAL",
            pkgConfig: "libisal",
            providers: [.apt(["libisal-dev"]), .brew(["isa-l"])]
        ),
        // zlib itself, for the Adler-32 sums the PNG writer's segmented deflate of large images joins
        // (CPNG/segmented_deflate.c).
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]
        ),
        // PNG reading and writing in C over libpng (its errors are longjmps, which Swift cannot catch),
        // and the writer over ISA-L's igzip and zlib.
        .target(name: "CPNG", dependencies: ["CLibPNG", "CISAL", "CZlib"]),
        // RGBA8 images and their PNG files: what the renderer writes and ImageDiff compares.
        .target(name: "PNGCodec", dependencies: ["CPNG", "RenderSupport"]),
        // expat, which fontconfig loads anyway: Android resource files are read with it (XMLReading).
        .systemLibrary(
            name: "CExpat",
            pkgConfig: "expat",
            providers: [.apt(["libexpat1-dev"]), .brew(["expat"])]
        ),
        .target(name: "XMLReading", dependencies: ["CExpat"]),
        // The start-up shims in C (docs/startup.md): the argument vector for Swift's CommandLine
        // without the runtime's scan of /proc/self/maps; a detached thread started on another CPU
        // than its creator's; Pango and the libraries it brings loaded after `main`, in the release
        // build, which takes them off the executable's list of needed libraries (release-build.sh);
        // glibc's mallopt (a header only).
        .target(name: "CStartup"),
        // The start-up machinery (docs/startup.md): detached threads, freed-memory reuse, the stack
        // reserve, process settings with the switch that turns every trick off, the text libraries'
        // loader. Below RenderSupport, which re-exports it.
        .target(name: "Startup", dependencies: ["CStartup"]),
        // HarfBuzz's subsetter, opened with dlopen when a font needs the copy Cairo draws it from
        // (CairoGraphics' SafeFontCopies); CCairo for HarfBuzz's header folder (pkg-config's).
        .target(name: "CFontSubset", dependencies: ["CCairo"]),
        // What every stage shares and none owns: parallel maps, the user cache, printable text and
        // the one-line error output.
        .target(name: "RenderSupport", dependencies: ["Startup"]),
        // The apps' string catalogs (.xcstrings, .lproj, Android res, .arb, gettext), read into one
        // model; SpecModel reaches them through one file, Catalogs/CatalogBridge.swift, which hands
        // them its JSON parser and file limit.
        .target(name: "StringCatalogs", dependencies: ["XMLReading", "RenderSupport"]),
        .target(name: "SpecModel", dependencies: ["StringCatalogs", "RenderSupport"]),
        // The JSON Schema and docs/reference.md, written from SpecModel's walk of its models: only
        // `render-spec schema` and `init` print them, so the descriptions stay out of the loader.
        .target(name: "SpecSchema", dependencies: ["SpecModel", "RenderSupport"]),
        .target(name: "SpecScene", dependencies: ["SpecModel"]),
        .target(
            name: "CairoGraphics",
            dependencies: ["CCairo", "CFontSubset", "PNGCodec", "RenderSupport",
                           .target(name: "CCairoPkgConfig", condition: .when(platforms: [.macOS]))],
            linkerSettings: [
                // Linux: Cairo from its static archive (Debian's libcairo2-dev ships it): the shared
                // library would load X11, xcb and eight more of their libraries into every run, for
                // backends render-spec never uses (13 libraries, 0.6 ms of start-up, BENCHMARKS.md).
                // Only the image, SVG, PDF and FreeType parts are linked in; pixman comes with it.
                // GNU ld's `-l:FILE` form; SwiftPM puts these after the objects, as an archive needs.
                .linkedLibrary(":libcairo.a", .when(platforms: [.linux])),
                .linkedLibrary(":libpixman-1.a", .when(platforms: [.linux])),
            ]
        ),
        // The blur's box pass in C, built for AVX-512, AVX2 and the baseline; the loader picks one.
        .target(name: "CBoxBlur"),
        .target(name: "SpecRender", dependencies: ["SpecScene", "CairoGraphics", "PNGCodec", "CBoxBlur", "RenderSupport"]),
        .target(name: "ImageDiff", dependencies: ["PNGCodec"]),
        .target(name: "GoldenCheck", dependencies: ["SpecModel", "SpecScene", "SpecRender", "CairoGraphics", "PNGCodec", "ImageDiff", "RenderSupport"]),
        .target(name: "RenderSpecCLI", dependencies: [
            "SpecRender", "SpecSchema", "PNGCodec", "ImageDiff", "GoldenCheck", "RenderSupport",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "render-spec", dependencies: ["RenderSpecCLI"]),
        .target(name: "RenderSpecPreview", dependencies: [
            "RenderSpecCLI", "SpecRender", "PNGCodec", "GoldenCheck", "RenderSupport",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "FlyingFox", package: "FlyingFox"),
            .product(name: "FlyingSocks", package: "FlyingFox"),
        ]),
        .executableTarget(name: "render-spec-preview", dependencies: ["RenderSpecPreview"]),
        .target(name: "RenderSpecServe", dependencies: [
            "SpecModel", "SpecRender", "RenderSupport", "Startup",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Server"])),
            .product(name: "HummingbirdCore", package: "hummingbird", condition: .when(traits: ["Server"])),
            .product(name: "HTTPTypes", package: "swift-http-types", condition: .when(traits: ["Server"])),
            .product(name: "NIOCore", package: "swift-nio", condition: .when(traits: ["Server"])),
            .product(name: "NIOPosix", package: "swift-nio", condition: .when(traits: ["Server"])),
            .product(name: "Crypto", package: "swift-crypto", condition: .when(traits: ["Server"])),
            .product(name: "Metrics", package: "swift-metrics", condition: .when(traits: ["Server"])),
            .product(name: "Prometheus", package: "swift-prometheus", condition: .when(traits: ["Server"])),
            .product(name: "ServiceLifecycle", package: "swift-service-lifecycle", condition: .when(traits: ["Server"])),
            .product(name: "Logging", package: "swift-log", condition: .when(traits: ["Server"])),
        ]),
        .executableTarget(name: "render-spec-serve", dependencies: ["RenderSpecServe"]),
        // Benchmarks/run.sh's in-process timings; not a product (Benchmarks/README.md).
        .executableTarget(name: "render-spec-bench", dependencies: ["SpecRender", "PNGCodec", "ImageDiff", "SpecModel", "CairoGraphics"]),
        .target(name: "RenderSpec", dependencies: ["SpecModel", "SpecScene", "SpecRender", "PNGCodec", "ImageDiff", "GoldenCheck"]),
        // The build plugin: a build command per spec of a target that names it, run by the
        // render-spec tool (`render-spec plugin`), into that target's resources; and its command
        // plugin, `swift package render-spec check|update`. Plugins/Shared/SpecFiles.swift, linked
        // into both, decides which files are specs (docs/app-integration.md).
        .plugin(name: "RenderSpecPlugin", capability: .buildTool(), dependencies: ["render-spec"]),
        .plugin(
            name: "RenderSpecCommand",
            capability: .command(
                intent: .custom(verb: "render-spec", description: "Check the package's specs against their goldens, or record them (update)."),
                permissions: [.writeToPackageDirectory(reason: "`update` records the specs' images as goldens (Goldens/<target>/ unless --golden says otherwise).")]
            ),
            dependencies: ["render-spec"]
        ),
        // Over RenderSpec's API (and two of its package members: a variant's budgets, a variant by name).
        .target(name: "RenderSpecTesting", dependencies: ["RenderSpec"]),
        .testTarget(name: "StartupTests", dependencies: ["Startup", "CStartup"]),
        .testTarget(name: "RenderSupportTests", dependencies: ["RenderSupport"]),
        // Fixtures/ holds real apps' catalog excerpts, read by path (each folder's README names its source).
        .testTarget(name: "SpecModelTests", dependencies: ["SpecModel", "StringCatalogs", "RenderSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "SpecSchemaTests", dependencies: ["SpecSchema", "SpecModel"]),
        .testTarget(name: "SpecSceneTests", dependencies: ["SpecScene"]),
        .testTarget(name: "SpecRenderTests", dependencies: ["SpecRender", "PNGCodec", "CBoxBlur", "RenderSupport"]),
        .testTarget(name: "ImageDiffTests", dependencies: ["ImageDiff", "PNGCodec"], resources: [.copy("Fixtures")]),
        .testTarget(name: "RenderSpecServeTests", dependencies: ["RenderSpecServe", "PNGCodec", "RenderSupport"]),
        .testTarget(name: "RenderSpecCLITests", dependencies: ["RenderSpecCLI", "RenderSpecPreview", "PNGCodec", "ImageDiff", "GoldenCheck"]),
        // GoldenPixels.sha256 is read by path (GoldenPixelsTests), not bundled.
        .testTarget(name: "GoldenCheckTests", dependencies: ["GoldenCheck", "SpecRender", "PNGCodec", "ImageDiff", "RenderSupport"], exclude: ["GoldenPixels.sha256"]),
        // Only the product's module, not @testable, and without package access: compiles against the
        // public API alone, so it proves that API is enough.
        .testTarget(name: "RenderSpecAPITests", dependencies: ["RenderSpec"], packageAccess: false),
        // @testable for the seam that hands the assertion its environment; __Goldens__ holds the
        // goldens the assertion finds beside the test file, read by path (a consumer excludes it too).
        .testTarget(name: "RenderSpecTestingTests", dependencies: ["RenderSpecTesting", "RenderSpec"], exclude: ["__Goldens__"]),
    ],
    swiftLanguageModes: [.v6]
)
