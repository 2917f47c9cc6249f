import Foundation
import Testing
@testable import SpecModel
@testable import SpecSchema

/// The schema walk: it finds the models' keys as they are, and every key it finds is documented.
@Suite struct SchemaModelTests {
    let model = SchemaModel()

    private func fields(_ name: String) -> [(key: String, shape: SchemaModel.Shape)] {
        guard case .object(let fields)? = model.definition(name)?.body else { return [] }
        return fields
    }

    @Test func theWalkFindsEachKindsKeysInCodingKeyOrder() {
        #expect(fields("LabelSpec").map(\.key) == LabelSpec.CodingKeys.allNames)
        #expect(fields("TextFieldSpec").map(\.key) == TextFieldSpec.CodingKeys.allNames)
        #expect(fields("ButtonSpec").map(\.key) == ButtonSpec.CodingKeys.allNames)
        #expect(fields("ViewSpec").map(\.key) == ViewSpec.CodingKeys.allNames)
        #expect(fields("TextStyleValue").map(\.key) == TextStyleValue.CodingKeys.allNames)
        #expect(fields("LabelSpec").first?.key == "$schema")
    }

    @Test func theWalkReadsTypesFromTheModels() {
        let shadow = Dictionary(uniqueKeysWithValues: fields("ShadowValue").map { ($0.key, $0.shape) })
        #expect(shadow == ["color": .reference("ColorValue"), "offset": .array(.number), "blur": .number, "spread": .number])
        let label = Dictionary(uniqueKeysWithValues: fields("LabelSpec").map { ($0.key, $0.shape) })
        #expect(label["lines"] == .integer)
        #expect(label["text"] == .reference("TextValue"))
        #expect(label["fonts"] == .array(.reference("FontFileValue")))
        #expect(label["states"] == .map(.reference("LabelSpec")))
        #expect(label["lineBreak"] == .reference("LineBreak"))
        #expect(model.definition("LineBreak")?.body == .names(LineBreak.allCases.map(\.rawValue)))
        #expect(model.definition("SpecKind")?.body == .names(["label", "textField", "button", "view", "bitmapFont", "atlas"]))
        #expect(SchemaModel.kinds.map(\.kind) == SpecKind.allCases)
    }

    /// A new key cannot ship undocumented, and a removed one leaves no description behind.
    @Test func everyKeyHasADescriptionAndEveryDescriptionAKey() {
        let keyPaths = model.keyPaths
        let undocumented = keyPaths.filter { SchemaDescriptions.keys[$0] == nil }
        #expect(undocumented == [], "add these to SchemaDescriptions.swift")
        let stale = SchemaDescriptions.keys.keys.filter { !keyPaths.contains($0) }.sorted()
        #expect(stale == [], "these keys are no longer in the models")
        #expect(SchemaDescriptions.keys.values.allSatisfy { !$0.text.isEmpty && $0.text.hasSuffix(".") })
    }

    @Test func everyTypeHasADescriptionAndEveryDescriptionAType() {
        let names = model.definitions.map(\.name)
        #expect(names.filter { SchemaDescriptions.types[$0] == nil } == [], "add these to SchemaDescriptions.types")
        #expect(SchemaDescriptions.types.keys.filter { !names.contains($0) }.sorted() == [], "no longer in the models")
    }

    /// A range on a key that holds no number, or a pattern on one that holds no string or object,
    /// would silently go nowhere.
    @Test func rangesAndPatternsSitWhereTheyApply() {
        func leaf(_ shape: SchemaModel.Shape) -> SchemaModel.Shape {
            switch shape {
            case .array(let item), .map(let item): leaf(item)
            default: shape
            }
        }
        for definition in model.definitions {
            for field in fields(definition.name) {
                guard let doc = SchemaDescriptions.key(definition.name, field.key) else { continue }
                let place = "\(definition.name).\(field.key)"
                if doc.bounds != nil { #expect([.number, .integer].contains(leaf(field.shape)), "\(place)") }
                if doc.minItems != nil || doc.maxItems != nil {
                    if case .array = field.shape {} else { Issue.record("\(place) has a length but is no list") }
                }
                if doc.pattern != nil {
                    switch field.shape {
                    case .string, .map: break
                    default: Issue.record("\(place) has a pattern but holds neither a string nor an object")
                    }
                }
            }
        }
    }

    @Test func theSchemaIsStableJSON() throws {
        let text = SpecSchema.json()
        #expect(text == SpecSchema.json())
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect(schema["required"] as? [String] == ["version", "kind"])
        let defs = try #require(schema["$defs"] as? [String: Any])
        #expect(Set(defs.keys) == Set(model.definitions.map(\.name) + ["tokenReference"]))
        let label = try #require(defs["LabelSpec"] as? [String: Any])
        #expect(label["additionalProperties"] as? Bool == false)
        #expect((label["properties"] as? [String: Any])?.count == LabelSpec.CodingKeys.allCases.count)
        #expect(label["required"] == nil)
    }

    @Test func theReferenceHasASectionPerType() {
        let page = SpecSchema.markdown()
        for definition in model.definitions {
            #expect(page.contains("\n### \(definition.name)\n"), "\(definition.name)")
        }
        #expect(page.contains("| `minimumScale` | number > 0, ≤ 1 |"))
        #expect(page.contains("| `blur` | number ≥ 0, ≤ 200 |"))
    }
}
