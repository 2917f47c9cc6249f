import SpecModel

/// The spec format's JSON Schema and reference page, generated from the Codable models (what
/// `render-spec schema` prints; docs/render-spec.schema.json and docs/reference.md are its output).
package enum SpecSchema {
    /// The JSON Schema, pretty-printed in a fixed key order.
    package static func json() -> String {
        JSONSchemaBuilder(model: SchemaModel()).build().pretty()
    }

    /// docs/reference.md: each kind's keys and each value type, from the same walk.
    package static func markdown() -> String {
        ReferenceMarkdown(model: SchemaModel()).render()
    }
}
