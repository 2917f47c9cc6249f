/// The version `render-spec --version` prints and golden manifests record.
public enum RenderSpecVersion {
    public static let string = "0.1.0"
}
