import RenderSupport

/// Loads a spec file into its fully resolved variants, or refuses it with every error it has.
///
/// The stages, each a type of its own: read and fold `extends` (ExtendsResolver), substitute tokens
/// (TokenResolver), expand states × locales (VariantExpander), validate and decode each variant
/// (VariantResolver: the Codable models through TreeDecoder, then SpecResolver). Nothing is returned
/// unless the whole file, every variant, is valid.
package struct SpecLoader: Sendable {
    /// The render root given, resolved once, when the loader is made: resolving symlinks stats every
    /// folder of the path, which a batch did again for every spec it loaded. Nil: each spec's own
    /// (RenderRoot.automatic, the repository holding it).
    private let givenRoot: RenderRoot?

    /// `root` is relative to the current directory or absolute; nil lets each spec have its own.
    package init(root: String?) {
        givenRoot = root.map(RenderRoot.init)
    }

    /// The root every path `file` names must stay inside.
    package func root(for file: String) -> RenderRoot {
        givenRoot ?? RenderRoot.automatic(for: file)
    }

    /// The variants of `file` (relative to the current directory or absolute) in output order: the base
    /// image (state `normal`, no locale), each state in file order, then each locale's `normal` and states.
    package func load(file: String) throws(SpecErrors) -> [ResolvedSpec] {
        try load(file: file, requestTokens: nil)
    }

    /// The variants of `file` drawn with a request's text (`render-spec serve`): each value takes
    /// the place of its token's default, as plain text (a `$` in it is drawn, never read as a
    /// token). The values are checked first against the spec's `serve` (RequestTokenRules, the
    /// server's own check), and any problem is an error at the token's declaration
    /// (`$.serve.tokens.NAME`), so no caller can draw what the spec does not allow.
    package func load(file: String, requestTokens: [String: String]) throws(SpecErrors) -> [ResolvedSpec] {
        try load(file: file, requestTokens: Optional(requestTokens))
    }

    private func load(file: String, requestTokens: [String: String]?) throws(SpecErrors) -> [ResolvedSpec] {
        // A spec inside the root that is a link out of it would read (and quote, in its errors) a
        // file the root keeps out, such as /etc/passwd: refused before it is opened.
        let lexical = RenderRoot.lexical(file), real = RenderRoot.canonical(file)
        let root = root(for: lexical)
        if root.contains(lexical) && !root.contains(real) {
            let start = SourcePosition(file: lexical, line: 1, column: 1, path: JSONPath.root)
            throw SpecErrors([SpecError(at: start, "the spec file is a link to \(real), outside the render root \(root.path); \(root.widenAdvice)")])
        }
        return try load(real, contents: nil, root: root, requestTokens: requestTokens)
    }

    /// The variants of a spec held in memory, as if it were the file `file` (absolute): its
    /// positions and errors name `file`, and its `extends` and font paths are relative to its folder.
    package func load(bytes: [UInt8], file: String) throws(SpecErrors) -> [ResolvedSpec] {
        try load(file, contents: bytes, root: root(for: file), requestTokens: nil)
    }

    /// A spec held in memory drawn with a request's text, as `load(file:requestTokens:)`.
    package func load(bytes: [UInt8], file: String, requestTokens: [String: String]) throws(SpecErrors) -> [ResolvedSpec] {
        try load(file, contents: bytes, root: root(for: file), requestTokens: requestTokens)
    }

    /// Every walk of a load recurses no deeper than SpecLimits allows, so a stack of
    /// `loadStackBytes` holds it, whatever thread calls; a spec loaded for another's
    /// `charactersFrom` or `sprites` is already on such a stack.
    private func load(_ specFile: String, contents: [UInt8]?, root: RenderRoot,
                      requestTokens: [String: String]?) throws(SpecErrors) -> [ResolvedSpec] {
        if NestedSpecChain.isNested { return try loadHere(specFile, contents: contents, renderRoot: root, requestTokens: requestTokens) }
        return try StackReserve.run(needing: SpecLimits.loadStackBytes) { () throws(SpecErrors) -> [ResolvedSpec] in
            try loadHere(specFile, contents: contents, renderRoot: root, requestTokens: requestTokens)
        }
    }

    /// `requestTokens` nil: the spec as written (no request); empty: a request that sets nothing.
    private func loadHere(_ specFile: String, contents: [UInt8]?, renderRoot: RenderRoot,
                          requestTokens: [String: String]?) throws(SpecErrors) -> [ResolvedSpec] {
        let extends = ExtendsResolver(root: renderRoot, sources: contents.map { [specFile: $0] } ?? [:])
        let document = try extends.document(for: specFile)

        let diagnostics = Diagnostics()
        // `serve` is read from the merged file (a base may declare it) before any token is
        // substituted, and a request's values are held to it before they take a token's place.
        let serve = ServeDeclaration(document, diagnostics: diagnostics)
        // Rules only partly read (an error in `serve`) would refuse good values; the load fails anyway.
        if let requestTokens, serve.isValid { serve.check(requestTokens, diagnostics: diagnostics) }
        let tokensSubstituted = TokenResolver.resolve(document, root: renderRoot, diagnostics: diagnostics,
                                                      serve: serve, requestText: requestTokens ?? [:])
        // What loading found before the variants (a `serve` default its own rule refuses) concerns them all.
        let loadWarnings = diagnostics.warnings
        var catalogTexts = CatalogTextResolver(root: renderRoot, diagnostics: diagnostics)
        let substituted = catalogTexts.resolve(tokensSubstituted)
        let variants = VariantExpander.expand(substituted, diagnostics: diagnostics)
        // An unresolved token or a malformed state would only cause confusing follow-on errors.
        guard diagnostics.isEmpty else { throw SpecErrors(diagnostics.errors).normalized() }

        let resolver = VariantResolver(diagnostics: diagnostics, root: renderRoot, file: specFile)
        let resolved = variants.compactMap { variant -> ResolvedSpec? in
            // The resolver's own warnings for this variant (Diagnostics.warnings), after the catalogs'.
            let before = diagnostics.warnings.count
            guard var spec = resolver.resolve(variant) else { return nil }
            spec.warnings = loadWarnings + catalogTexts.warnings.filter { $0.locale == spec.locale }.map(\.text)
                + diagnostics.warnings[before...]
            spec.requestTokens = serve.rules
            spec.catalogFiles = catalogTexts.files.sorted()
            // A bitmap font's character files are inputs as its catalogs are.
            if case .bitmapFont(let font) = spec.content { spec.catalogFiles = Set(spec.catalogFiles + font.characterFiles).sorted() }
            return spec
        }
        guard diagnostics.isEmpty, resolved.count == variants.count else {
            throw SpecErrors(diagnostics.errors).normalized()
        }
        let specs = Self.markingSharedImages(resolved)
        // Counted here, from the decoded outputs (a state may change `output`), so that every command
        // refuses before writing anything; pointed at `output`, the usual thing to change.
        if let problem = ImageCount.problem(specs) {
            let node = substituted["output"] ?? substituted["states"] ?? substituted["locales"] ?? substituted
            throw SpecErrors([SpecError(at: node.position, problem)])
        }
        return specs
    }

    /// Marks each locale variant whose text-free images equal its state's base variant's.
    private static func markingSharedImages(_ specs: [ResolvedSpec]) -> [ResolvedSpec] {
        var base: [String: TextFreeImageKey] = [:]
        for spec in specs where spec.locale == nil { base[spec.state] = spec.textFreeImageKey }
        return specs.map { spec in
            var spec = spec
            if spec.locale != nil, let key = spec.textFreeImageKey, base[spec.state] == key { spec.sharesBaseImages = true }
            return spec
        }
    }
}
