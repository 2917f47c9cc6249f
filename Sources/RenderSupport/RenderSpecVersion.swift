/// The version `render-spec --version` prints and golden manifests record.
package enum RenderSpecVersion {
    package static let string = "0.1.0"
}
