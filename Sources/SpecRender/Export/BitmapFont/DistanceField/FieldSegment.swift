/// A straight piece of a flattened edge, with what msdfgen's distance needs of the edge it belongs
/// to: its colour, and whether the piece ends the edge (only an edge's ends are extended into
/// pseudo-distances).
struct FieldSegment: Sendable {
    var a: FieldVector, b: FieldVector
    var color: EdgeColor
    /// The direction the edge leaves its start with, and arrives at its end with (unit vectors).
    var edgeStart: FieldVector?, edgeEnd: FieldVector?

    /// A signed distance as msdfgen orders them: nearer first, and between equally near edges the
    /// one met more squarely (smaller `dot`: the distance's direction against the edge's).
    struct Distance {
        var distance: Double
        var dot: Double
        var param: Double

        static let far = Distance(distance: -.greatestFiniteMagnitude, dot: 1, param: 0)

        func isNearer(than other: Distance) -> Bool {
            let (a, b) = (abs(distance), abs(other.distance))
            return a < b || (a == b && dot < other.dot)
        }
    }

    /// The signed distance from `p` to the segment: positive on the side the outline's
    /// orientation calls its left (FieldRaster flips it so inside is positive). Beside the
    /// segment, the perpendicular distance; past its ends, the distance to the nearer end.
    func distance(to p: FieldVector) -> Distance {
        let aq = p - a, ab = b - a
        let lengthSquared = ab.dot(ab)
        let param = lengthSquared > 0 ? aq.dot(ab) / lengthSquared : 0
        let eq = (param > 0.5 ? b : a) - p
        let endpointDistance = eq.length
        if param > 0, param < 1 {
            let ortho = aq.cross(ab) / lengthSquared.squareRoot()
            if abs(ortho) < endpointDistance { return Distance(distance: ortho, dot: 0, param: param) }
        }
        let sign: Double = aq.cross(ab) >= 0 ? 1 : -1
        return Distance(distance: sign * endpointDistance, dot: abs(ab.normalized.dot(eq.normalized)), param: param)
    }

    /// msdfgen's pseudo-distance: past the edge's own start or end, the distance to the line the
    /// edge leaves or arrives along, when that is nearer. This is what keeps a corner of two
    /// edges sharp in each channel: the field stays straight past the corner.
    func pseudoDistance(_ d: Distance, to p: FieldVector) -> Double {
        if d.param < 0, let direction = edgeStart {
            let aq = p - a
            if aq.dot(direction) < 0 {
                let pseudo = aq.cross(direction)
                if abs(pseudo) <= abs(d.distance) { return pseudo }
            }
        } else if d.param > 1, let direction = edgeEnd {
            let bq = p - b
            if bq.dot(direction) > 0 {
                let pseudo = bq.cross(direction)
                if abs(pseudo) <= abs(d.distance) { return pseudo }
            }
        }
        return d.distance
    }
}
