import SpecModel

/// The formats a ``Renderer`` drew a variant in, before ``OutputFormat`` became the one format type.
///
/// `ImageFormat.png`, `.svg` and `.pdf` still compile, as ``OutputFormat``'s cases.
@available(*, deprecated, renamed: "OutputFormat", message: "OutputFormat is the one format type: .png, .svg and .pdf render one image")
public typealias ImageFormat = OutputFormat
