import Foundation
import RenderSpec

/// One rendering against its golden file: compares, records as the mode allows, and on a failure
/// leaves the actual rendering and the diff beside the golden. Returns the failure's message, or
/// `nil` when the rendering matches; it never rewrites a golden unless recording.
struct GoldenAssertion {
    /// The golden, absolute: `…/__Goldens__/title@2x.png`.
    let golden: URL
    let recording: GoldenRecording
    let tolerance: GoldenTolerance

    /// `title@2x.actual.png` beside `title@2x.png`: what was rendered, when it failed.
    var actual: URL { sibling("actual") }
    /// `title@2x.diff.png`: pixelmatch's diff image, when a PNG failed at the golden's size.
    var diff: URL { sibling("diff") }

    func check(_ rendered: Data) throws -> String? {
        let fileManager = FileManager.default
        guard let expected = fileManager.contents(atPath: golden.path) else {
            guard recording != .never else {
                return "no golden at \(golden.path), and record is .never (RENDER_SPEC_RECORD=never, as CI sets, wins over a test's "
                    + "record); record it with RENDER_SPEC_RECORD=missing and commit it"
            }
            try write(rendered, to: golden)
            removeLeftovers()
            return "recorded a new golden at \(golden.path): look at it, then run again"
        }
        if expected == rendered {
            removeLeftovers()
            return nil
        }
        let problem = try difference(expected, rendered)
        if problem == nil && recording != .all {
            removeLeftovers()
            return nil
        }
        if recording == .all || recording == .failed {
            try write(rendered, to: golden)
            removeLeftovers()
            return "re-recorded the golden at \(golden.path) (record: .\(recording.rawValue))"
                + (problem.map { ", which did not match: \($0.message)" } ?? ", whose bytes differed") + "; look at it, then run again"
        }
        try write(rendered, to: actual)
        var leftovers = "actual: \(actual.path)"
        if let diffImage = problem?.diffImage {
            try write(diffImage.pngData(), to: diff)
            leftovers += ", diff: \(diff.path)"
        } else {
            try? fileManager.removeItem(at: diff)
        }
        return "\(golden.lastPathComponent) does not match its golden: \(problem?.message ?? "")\n\(leftovers)"
    }

    /// Why `rendered` fails against `expected`, or `nil` when it is within the tolerance.
    private func difference(_ expected: Data, _ rendered: Data) throws -> (message: String, diffImage: Bitmap?)? {
        guard golden.pathExtension.lowercased() == "png" else {
            return ("the bytes differ (\(golden.pathExtension.uppercased()) is compared byte for byte)", nil)
        }
        let before = try Bitmap(pngData: expected), after = try Bitmap(pngData: rendered)
        guard before.width == after.width, before.height == after.height else {
            return ("the rendering is \(after.width)×\(after.height) px, the golden \(before.width)×\(before.height) px", nil)
        }
        let comparison = try ImageComparison(before, after, options: .init(threshold: tolerance.threshold, antialiasing: .subPixelShift))
        if tolerance.allows(comparison) { return nil }
        let share = String(format: "%.2f%%", comparison.changedFraction * 100)
        return ("\(comparison.changedPixels) pixels (\(share)) changed in \(comparison.changedRegion.map { "\($0)" } ?? "the image"), "
                + "largest channel change \(comparison.largestChannelChange), over the tolerance (\(tolerance.summary))", comparison.diffImage)
    }

    private func sibling(_ word: String) -> URL {
        golden.deletingPathExtension().appendingPathExtension(word).appendingPathExtension(golden.pathExtension)
    }

    /// A passing or recorded golden leaves no actual or diff image of an earlier failure behind.
    private func removeLeftovers() {
        try? FileManager.default.removeItem(at: actual)
        try? FileManager.default.removeItem(at: diff)
    }

    private func write(_ data: Data, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    }
}
