// The library product. Users build and read specs through SpecModel's document models, so the
// product re-exports them by name: the kinds (LabelSpec, ButtonSpec, …, SpecDocument), every value
// type their keys take (FillValue, ColorValue, …, with the closed sets of names such as FontWeight
// and OutputFormat), and the loading errors (SpecError, SpecErrors). The DocC articles name them,
// and each is reachable from a kind's properties, so a user can write any spec in Swift. Nothing
// else of SpecModel comes with `import RenderSpec`: a type made public there for another module
// stays out of the product until it is named here. The pipeline behind it (scenes, Cairo,
// pixelmatch, golden checks) is package-only and reached through LoadedSpec, Renderer, Bitmap,
// ImageComparison and SpecCheck. A new kind or value type is added here too (CONTRIBUTING.md).

// SpecModel/Document/SpecDocument.swift
@_exported import enum SpecModel.SpecDocument

// SpecModel/Document/SpecVocabulary.swift
@_exported import enum SpecModel.SpecKind
@_exported import enum SpecModel.ButtonPart

// SpecModel/Document/LabelSpec.swift
@_exported import struct SpecModel.LabelSpec

// SpecModel/Document/TextFieldSpec.swift
@_exported import struct SpecModel.TextFieldSpec

// SpecModel/Document/ButtonSpec.swift
@_exported import struct SpecModel.ButtonSpec

// SpecModel/Document/ViewSpec.swift
@_exported import struct SpecModel.ViewSpec

// SpecModel/Document/BitmapFontSpec.swift
@_exported import struct SpecModel.BitmapFontSpec
@_exported import enum SpecModel.CharactersValue
@_exported import enum SpecModel.CharacterItem
@_exported import struct SpecModel.CharacterSourceValue
@_exported import enum SpecModel.MissingCharacterPolicy
@_exported import struct SpecModel.AtlasValue
@_exported import enum SpecModel.MaxSizeValue
@_exported import enum SpecModel.BitmapFontChannels
@_exported import enum SpecModel.BitmapFontPageFormat
@_exported import enum SpecModel.BitmapFontFormat
@_exported import enum SpecModel.BitmapFontEngine
@_exported import enum SpecModel.BitmapFontLayers
@_exported import enum SpecModel.BitmapFontField

// SpecModel/Document/AtlasSpec.swift
@_exported import struct SpecModel.AtlasSpec
@_exported import enum SpecModel.AtlasFileFormat

// SpecModel/Document/TextStyleValue.swift
@_exported import struct SpecModel.TextStyleValue

// SpecModel/Document/TextValue.swift
@_exported import enum SpecModel.TextValue
@_exported import struct SpecModel.CatalogText
@_exported import enum SpecModel.DeviceVariation
@_exported import enum SpecModel.PluralForm

// SpecModel/Document/PluralValue.swift
@_exported import enum SpecModel.PluralValue
@_exported import struct SpecModel.PluralQuantity
@_exported import enum SpecModel.ArgumentReference
@_exported import enum SpecModel.FuzzyEntries

// SpecModel/Document/FontValue.swift
@_exported import struct SpecModel.FontValue
@_exported import enum SpecModel.FontWeightValue
@_exported import enum SpecModel.FontWeight
@_exported import enum SpecModel.GlyphRefValue

// SpecModel/Document/ColorValue.swift
@_exported import enum SpecModel.ColorValue
@_exported import struct SpecModel.ColorComponents

// SpecModel/Document/FillValue.swift
@_exported import enum SpecModel.FillValue
@_exported import struct SpecModel.GradientValue
@_exported import enum SpecModel.GradientStopValue
@_exported import struct SpecModel.PositionedStop
@_exported import enum SpecModel.GlossValue
@_exported import struct SpecModel.GlossParameters
@_exported import struct SpecModel.ReflectionValue

// SpecModel/Document/EffectValues.swift
@_exported import struct SpecModel.ShadowValue
@_exported import enum SpecModel.ShadowList
@_exported import struct SpecModel.GlowValue
@_exported import struct SpecModel.StrokeValue
@_exported import enum SpecModel.InsetsValue
@_exported import struct SpecModel.SidesValue

// SpecModel/Document/ButtonValues.swift
@_exported import struct SpecModel.BorderValue
@_exported import struct SpecModel.GrooveValue
@_exported import struct SpecModel.EdgeValue

// SpecModel/Document/FileValues.swift
@_exported import struct SpecModel.SizeValue
@_exported import struct SpecModel.CanvasValue
@_exported import enum SpecModel.MarginValue
@_exported import struct SpecModel.FontFileValue
@_exported import struct SpecModel.OutputValue
@_exported import enum SpecModel.ExtendsValue
@_exported import enum SpecModel.CommentValue

// SpecModel/Document/ServeValue.swift
@_exported import struct SpecModel.ServeValue
@_exported import struct SpecModel.RequestTokenValue

// SpecModel/Document/OrderedObject.swift
@_exported import struct SpecModel.OrderedObject
@_exported import enum SpecModel.JSONAny

// SpecModel/Resolved/TextStyle.swift
@_exported import enum SpecModel.FontStyle
@_exported import enum SpecModel.MissingGlyphs
@_exported import enum SpecModel.ColorGlyphStyle
@_exported import enum SpecModel.LineBreak
@_exported import enum SpecModel.TextAlignment
@_exported import enum SpecModel.VerticalAlignment

// SpecScene/Text/FallbackFont.swift: what `missingGlyphs: fallback` drew in (Rendering.fallbackFonts)
@_exported import struct SpecScene.FallbackFont

// SpecModel/Resolved/PaintStyles.swift
@_exported import enum SpecModel.GradientType
@_exported import enum SpecModel.GradientSpan
@_exported import enum SpecModel.StrokePosition

// SpecModel/Resolved/ControlStyles.swift
@_exported import enum SpecModel.BorderStyle
@_exported import enum SpecModel.ClearButtonMode

// SpecModel/Resolved/OutputOptions.swift
@_exported import enum SpecModel.OutputFormat

// SpecModel/Diagnostics/SpecError.swift
@_exported import struct SpecModel.SpecError
@_exported import struct SpecModel.SpecErrors
