import Foundation
import RenderSpec

// `glossy-button OUT.png`: a glossy green button built in code, rendered at @2x.

let arguments = CommandLine.arguments
guard arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: glossy-button OUT.png\n".utf8))
    exit(2)
}

let button = ButtonSpec(
    name: "buy-button",
    size: SizeValue(width: 220, height: 54),
    background: .gloss(.color("#1E9E3A")),
    cornerRadius: 12,
    border: BorderValue(color: "#0B4D1B", width: 1),
    title: TextStyleValue(
        text: "Buy now",
        font: FontValue(family: "DejaVu Sans", size: 22, weight: .bold),
        fill: .color("white"),
        stroke: StrokeValue(color: "rgba(0, 60, 10, 0.6)", width: 1, position: .outside),
        shadow: .one(ShadowValue(color: "rgba(0, 0, 0, 0.45)", offset: [0, -1]))
    )
)

do {
    let spec = try LoadedSpec(button)            // version and kind are filled in
    let renderer = Renderer()
    let variant = spec.variants[0]                // state `normal`, no locale
    let rendering = try renderer.render(variant, as: .png, scale: 2)   // the bytes and their warnings
    try rendering.data.write(to: URL(fileURLWithPath: arguments[1]))
    for warning in rendering.warnings {           // RenderWarning: message, path, severity
        FileHandle.standardError.write(Data((warning.description + "\n").utf8))
    }
} catch let errors as SpecErrors {              // every problem: error: ButtonSpec.title.font.size: message
    FileHandle.standardError.write(Data((errors.description + "\n").utf8))
    exit(2)
} catch {
    FileHandle.standardError.write(Data("glossy-button: \(error)\n".utf8))
    exit(1)
}
