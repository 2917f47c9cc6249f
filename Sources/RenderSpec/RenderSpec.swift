// The library product. Users name the document models (LabelSpec, ButtonSpec, FillValue, …) and
// the loading errors (SpecError, SpecErrors), so SpecModel's public part comes with `import
// RenderSpec`; the pipeline behind it (scenes, Cairo, pixelmatch, golden checks) is package-only
// and reached through LoadedSpec, Renderer, Bitmap, ImageComparison and SpecCheck.
@_exported import SpecModel
