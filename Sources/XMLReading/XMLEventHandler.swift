/// What an `XMLReader` reports, in document order.
public protocol XMLEventHandler: AnyObject {
    /// An element opens; `line` is where its start tag begins. Attributes are as written, entities
    /// decoded, prefixes kept (`xmlns:xliff`, `tools:ignore`).
    func startElement(_ name: String, attributes: [String: String], line: Int, reader: XMLReader)
    func endElement(_ name: String, reader: XMLReader)
    /// Text, entities decoded; CDATA sections arrive the same way. One run of text may come in
    /// several calls.
    func characters(_ text: String, reader: XMLReader)
}
