import Foundation
import RenderSpec

/// Asserts that a spec's rendering matches its golden file, within `render-spec check`'s
/// tolerance; records the golden when it is missing (or when asked); on a failure, writes the
/// actual rendering and the diff beside the golden and names both.
///
/// ```swift
/// @Test func title() throws {
///     try assertRendering(of: LoadedSpec(contentsOfFile: "Specs/title.json"), matchesGolden: "title@2x.png", scale: 2)
/// }
/// ```
///
/// It records a failure in whichever runner runs the test: an issue in Swift Testing, a failure
/// in XCTest.
///
/// - Parameters:
///   - spec: The spec.
///   - name: The golden's file name; its extension is the format: `.png` compared pixel by pixel
///     within `tolerance`, `.svg` and `.pdf` byte for byte.
///   - scale: Device pixels per point, 1 to 4.
///   - state: A key of the spec's `states`, or `normal`.
///   - locale: A key of the spec's `locales`, or `nil` for the base text.
///   - tolerance: `nil` for `render-spec check`'s: the spec's own `output` budgets, else no pixel
///     may change (threshold 0, sub-pixel shifts not counted).
///   - record: Which goldens it may write; `nil` for `RENDER_SPEC_RECORD`, else
///     ``GoldenRecording/missing``. `RENDER_SPEC_RECORD=never` wins over any `record`.
///   - goldens: The folder of goldens; `nil` for `__Goldens__` beside the test file.
/// - Throws: When the spec cannot be rendered, or a file cannot be read or written.
public func assertRendering(
    of spec: LoadedSpec, matchesGolden name: String, scale: Double = 1, state: String = "normal",
    locale: String? = nil, tolerance: GoldenTolerance? = nil, record: GoldenRecording? = nil, goldens: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) throws {
    try checkRendering(of: spec, matchesGolden: name, scale: scale, state: state, locale: locale, tolerance: tolerance,
                       record: record, goldens: goldens, environment: ProcessInfo.processInfo.environment,
                       at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// The assertion, with the environment it reads `RENDER_SPEC_RECORD` from (the tests' seam).
func checkRendering(of spec: LoadedSpec, matchesGolden name: String, scale: Double, state: String, locale: String?,
                    tolerance: GoldenTolerance?, record: GoldenRecording?, goldens: String?,
                    environment: [String: String], at location: TestLocation) throws {
    do {
        let format = try OutputFormat(goldenName: name)
        let variant = try spec.existingVariant(state: state, locale: locale)
        let rendered = try Renderer.shared.render(variant, as: format, scale: scale).data
        let folder = goldens.map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: "\(location.filePath)").deletingLastPathComponent().appendingPathComponent("__Goldens__")
        let assertion = GoldenAssertion(golden: folder.appendingPathComponent(name).standardizedFileURL,
                                        recording: try GoldenRecording.resolved(record, environment: environment),
                                        tolerance: tolerance ?? .check(variant))
        if let failure = try assertion.check(rendered) { TestFailure.record(failure, at: location) }
    } catch let failure as GoldenFailure {
        TestFailure.record(failure.description, at: location)
    }
}

/// Asserts that a spec built in Swift renders as its golden: the assertion for a `LoadedSpec`,
/// after loading the model as `LoadedSpec` loads one.
///
/// ```swift
/// try assertRendering(of: ButtonSpec(size: SizeValue(width: 200, height: 44), title: TextStyleValue(text: "OK")),
///                     matchesGolden: "ok@2x.png", scale: 2)
/// ```
public func assertRendering(
    of spec: some RenderableSpec, matchesGolden name: String, scale: Double = 1, state: String = "normal",
    locale: String? = nil, tolerance: GoldenTolerance? = nil, record: GoldenRecording? = nil, goldens: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) throws {
    try assertRendering(of: LoadedSpec(spec.specDocument), matchesGolden: name, scale: scale, state: state, locale: locale,
                        tolerance: tolerance, record: record, goldens: goldens,
                        fileID: fileID, filePath: filePath, line: line, column: column)
}

extension OutputFormat {
    /// The format a golden's name asks for: its extension.
    init(goldenName name: String) throws(GoldenFailure) {
        switch (name as NSString).pathExtension.lowercased() {
        case "png": self = .png
        case "svg": self = .svg
        case "pdf": self = .pdf
        default: throw GoldenFailure("the golden `\(name)` must end in .png, .svg or .pdf: its extension is the format")
        }
    }
}
