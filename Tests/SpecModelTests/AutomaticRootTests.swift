import Foundation
import Testing
@testable import SpecModel
import RenderSupport

/// Without `--root`, each spec's root is the repository holding it, so the same spec loads from any
/// folder (a build phase's, a plugin's, a unit test's), and nothing beyond the repository is read.
/// The tests' own folder is not in a repository and is not the current one, so outside a
/// repository the root here is the spec's folder.
@Suite struct AutomaticRootTests {
    private static let spec = #"{"version": 1, "kind": "label", "size": {"width": 80, "height": 20}, "text": {"key": "title", "from": "../Resources/Localizable.xcstrings"}}"#
    private static let catalog = #"{"sourceLanguage": "en", "version": "1.0", "strings": {"title": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Score"}}, "de": {"stringUnit": {"state": "translated", "value": "Punkte"}}}}}}"#

    private func app(gitFile: Bool = false) -> Fixture {
        let fixture = Fixture()
        fixture.write("app/design/title.json", Self.spec)
        fixture.write("app/Resources/Localizable.xcstrings", Self.catalog)
        // A worktree or submodule has a `.git` file rather than a folder; both mark the top.
        if gitFile { fixture.write("app/.git", "gitdir: /elsewhere\n") } else { fixture.write("app/.git/HEAD", "ref: refs/heads/main\n") }
        return fixture
    }

    @Test(arguments: [false, true])
    func aCatalogBesideTheSpecsFolderLoadsWithoutARoot(gitFile: Bool) throws {
        let fixture = app(gitFile: gitFile)
        let loader = SpecLoader(root: nil)
        #expect(loader.root(for: fixture.root + "/app/design/title.json").path == fixture.root + "/app")
        let variants = try loader.load(file: fixture.root + "/app/design/title.json")
        #expect(variants.map { $0.locale } == [nil, "de"])
        #expect(variants[1].style.text == "Punkte")
    }

    @Test func outsideARepositoryTheRootIsTheSpecsFolderAndTheRefusalSaysRoot() throws {
        let fixture = app()
        try FileManager.default.removeItem(atPath: fixture.root + "/app/.git")
        let loader = SpecLoader(root: nil)
        #expect(loader.root(for: fixture.root + "/app/design/title.json").path == fixture.root + "/app/design")
        let errors = fixture.errorsLoading("app/design/title.json", root: nil)
        #expect(errors == ["\(fixture.root)/app/design/title.json:1:103: error: $.text.from: cannot read the catalog: `../Resources/Localizable.xcstrings` leads outside the render root \(fixture.root)/app/design; give --root a folder that holds it (in Swift, `root:`)"], "\(errors)")
        // --root widens it, as the message says.
        #expect(fixture.errorsLoading("app/design/title.json", root: fixture.root + "/app") == [])
    }

    /// The repository is the widest a default root gets: a path out of it is refused.
    @Test func aPathOutOfTheRepositoryIsRefused() throws {
        let fixture = app()
        fixture.write("secret.json", "{}")
        fixture.write("app/design/base.json", #"{"version": 1, "kind": "label", "extends": "../../secret.json", "size": {"width": 80, "height": 20}, "text": "x"}"#)
        let errors = fixture.errorsLoading("app/design/base.json", root: nil)
        #expect(errors.count == 1 && errors[0].contains("`../../secret.json` leads outside the render root \(fixture.root)/app;"), "\(errors)")
    }
}

extension Fixture {
    /// The error lines loading `name` with the render root `root` (nil: each spec's own).
    func errorsLoading(_ name: String, root: String?) -> [String] {
        do {
            _ = try SpecLoader(root: root).load(file: self.root + "/" + name)
            return []
        } catch {
            return error.errors.map(\.description)
        }
    }
}
