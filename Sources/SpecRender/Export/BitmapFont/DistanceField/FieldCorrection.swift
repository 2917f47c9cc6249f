/// msdfgen's two repairs of a multi-channel field, on distances in pixels (three per pixel).
///
/// 1. Where the median of a pixel's channels is on the wrong side of the outline (overlapping
///    contours, or edges whose pseudo-distances cross away from the corner they belong to), every
///    channel takes the true distance.
/// 2. Where two channels jump by more than a pixel's worth of distance between neighbours (a
///    "clash": bilinear filtering between them would draw an edge that is not there), the pixel
///    farther from the outline takes its median in every channel.
struct FieldCorrection {
    let width: Int, height: Int
    /// Page pixels of distance a byte's 0…1 spans.
    let range: Double

    func correct(_ channels: inout [Double], exact: [Double]) {
        for i in 0..<(width * height) {
            let m = median(channels, i)
            if (m > 0) != (exact[i] > 0), exact[i] != 0 {
                channels.replaceSubrange(i * 3..<(i * 3 + 3), with: [exact[i], exact[i], exact[i]])
            }
        }
        // Distances here are in pixels, so msdfgen's threshold of 1.001 range-normalised pixels is 1.001.
        let threshold = 1.001
        var clashes: [Int] = []
        for y in 0..<height {
            for x in 0..<width {
                let i = y * width + x
                let neighbours = [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)]
                    .filter { $0.0 >= 0 && $0.1 >= 0 && $0.0 < width && $0.1 < height }
                if neighbours.contains(where: { clash(channels, i, $0.1 * width + $0.0, threshold) }) { clashes.append(i) }
            }
        }
        for i in clashes {
            let m = median(channels, i)
            channels.replaceSubrange(i * 3..<(i * 3 + 3), with: [m, m, m])
        }
    }

    private func median(_ c: [Double], _ i: Int) -> Double {
        let (r, g, b) = (c[i * 3], c[i * 3 + 1], c[i * 3 + 2])
        return max(min(r, g), min(max(r, g), b))
    }

    /// msdfgen's `detectClash`: channels paired by their difference, largest first; a clash when
    /// the second-largest difference passes the threshold, the neighbour has not been made equal,
    /// and this pixel is the one farther from the outline (only one of the two is repaired).
    private func clash(_ c: [Double], _ i: Int, _ j: Int, _ threshold: Double) -> Bool {
        var a = [c[i * 3], c[i * 3 + 1], c[i * 3 + 2]], b = [c[j * 3], c[j * 3 + 1], c[j * 3 + 2]]
        if abs(b[0] - a[0]) < abs(b[1] - a[1]) { a.swapAt(0, 1); b.swapAt(0, 1) }
        if abs(b[1] - a[1]) < abs(b[2] - a[2]) {
            a.swapAt(1, 2); b.swapAt(1, 2)
            if abs(b[0] - a[0]) < abs(b[1] - a[1]) { a.swapAt(0, 1); b.swapAt(0, 1) }
        }
        return abs(b[1] - a[1]) >= threshold && !(b[0] == b[1] && b[0] == b[2]) && abs(a[2]) >= abs(b[2])
    }
}
