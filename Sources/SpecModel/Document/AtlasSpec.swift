/// An `atlas` spec file: other specs' PNG renders packed into a texture atlas per scale, so that
/// `check` keeps the sheet a game loads under review like any other output.
public struct AtlasSpec: Codable, Sendable, Equatable, DocumentNoun {
    /// The JSON Schema an editor validates the file against (`"$schema"`); ignored when rendering.
    public var schema: String?
    /// Notes for people (`"$comment"`): a string or a list of lines; ignored when rendering.
    public var comment: CommentValue?
    /// `1`, the only version there is.
    public var version: Int?
    /// What the spec draws.
    public var kind: SpecKind?
    /// Output base name; the file name without `.json` by default.
    public var name: String?
    /// Spec files and folders whose renders are packed, relative to this file.
    public var sprites: [String]?
    /// How the sprites are packed into pages.
    public var atlas: AtlasValue?
    /// The descriptor's format.
    public var atlasFormat: AtlasFileFormat?
    /// Pages with colour multiplied by alpha, instead of straight alpha with transparent pixels
    /// bled with the colour of their nearest ink.
    public var premultiplied: Bool?
    /// Scales and diff budgets.
    public var output: OutputValue?

    static var noun: String { "a spec object" }

    public init(schema: String? = nil, comment: CommentValue? = nil, version: Int? = nil, kind: SpecKind? = nil, name: String? = nil, sprites: [String]? = nil,
                atlas: AtlasValue? = nil, atlasFormat: AtlasFileFormat? = nil, premultiplied: Bool? = nil, output: OutputValue? = nil) {
        self.schema = schema; self.comment = comment; self.version = version; self.kind = kind; self.name = name; self.sprites = sprites
        self.atlas = atlas; self.atlasFormat = atlasFormat; self.premultiplied = premultiplied; self.output = output
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case schema = "$schema"
        case comment = "$comment"
        case version, kind, name, sprites, atlas, atlasFormat, premultiplied, output
    }
}

/// An atlas has no frame, canvas, fonts or language of its own: its images are its sprites' renders.
extension AtlasSpec: SpecFileKeys {
    package var locale: String? { nil }
    package var size: SizeValue? { nil }
    package var canvas: CanvasValue? { nil }
    package var fonts: [FontFileValue]? { nil }
}

/// `texturepacker`: TexturePacker's JSON hash (Phaser, PixiJS); `libgdx`: the libGDX and Spine `.atlas` text.
public enum AtlasFileFormat: String, SpecVocabulary { case texturepacker, libgdx }
