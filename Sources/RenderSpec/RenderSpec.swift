// The library product: one import for a Swift user.
@_exported import SpecModel
@_exported import SpecScene
@_exported import SpecRender
@_exported import ImageDiff
@_exported import GoldenCheck
