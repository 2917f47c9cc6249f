import Testing
@testable import SpecModel

@Suite struct CatalogFormatTests {
    func fill(_ template: String, _ arguments: JSONAny...) -> String {
        switch CatalogFormat.apply(template, arguments: .array(arguments)) {
        case .success(let text): text
        case .failure(let problem): "problem: " + problem.message
        }
    }

    func fill(_ template: String, named: KeyValuePairs<String, JSONAny>) -> String {
        switch CatalogFormat.apply(template, arguments: .object(OrderedObject(named))) {
        case .success(let text): text
        case .failure(let problem): "problem: " + problem.message
        }
    }

    @Test func integers() {
        #expect(fill("HIGH SCORE %d", .number(12480)) == "HIGH SCORE 12480")
        #expect(fill("%i|%ld|%lld|%u|%hd|%qd|%zd", .number(1), .number(-2), .number(3), .number(4), .number(5), .number(6), .number(7)) == "1|-2|3|4|5|6|7")
        #expect(fill("%x %X %o", .number(255), .number(255), .number(8)) == "ff FF 10")
        #expect(fill("%05d|%-4d|%+d", .number(42), .number(7), .number(3)) == "00042|7   |+3")
        // A whole double is an integer; no grouping.
        #expect(fill("%d", .number(1_234_567.0)) == "1234567")
    }

    @Test func floatingPoint() {
        #expect(fill("%f", .number(1.5)) == "1.500000")
        #expect(fill("%.2f", .number(3.14159)) == "3.14")
        #expect(fill("%.1f%%", .number(99.95)) == "100.0%")
        #expect(fill("%.0f", .number(12480)) == "12480")
        #expect(fill("%e|%g", .number(12480), .number(0.5)) == "1.248000e+04|0.5")
        #expect(fill("%8.3f", .number(2)) == "   2.000")
    }

    @Test func stringsAndObjects() {
        #expect(fill("Hello, %@!", .string("Ana")) == "Hello, Ana!")
        #expect(fill("Hello, %s!", .string("Ana")) == "Hello, Ana!")
        #expect(fill("%@ points", .number(12480)) == "12480 points")
        #expect(fill("%@", .number(2.5)) == "2.5")
        #expect(fill("[%5s|%-5@|%.2s]", .string("ab"), .string("cd"), .string("xyz")) == "[   ab|cd   |xy]")
    }

    @Test func positional() {
        #expect(fill("%2$@ scored %1$d", .number(12480), .string("Ana")) == "Ana scored 12480")
        // Android (Java) writes the same syntax.
        #expect(fill("%1$s has %2$d lives", .string("Ana"), .number(3)) == "Ana has 3 lives")
        #expect(fill("%1$@ and %1$@ again", .string("echo")) == "echo and echo again")
        // An unnumbered placeholder takes the next argument in order, whatever positions came before.
        #expect(fill("%1$@, %@", .string("a")) == "a, a")
    }

    @Test func literalsAndNoArguments() {
        #expect(fill("100%% sure") == "100% sure")
        #expect(fill("Line%nbreak") == "Line\nbreak")
        #expect(fill("No placeholders") == "No placeholders")
        #expect(CatalogFormat.apply("No placeholders", arguments: .null) == .success("No placeholders"))
        #expect(CatalogFormat.apply("%d lives", arguments: .number(3)) == .success("3 lives"))
        // Braces are literal in a printf string.
        #expect(fill("{0} %d", .number(1)) == "{0} 1")
    }

    @Test func countMismatches() {
        #expect(fill("%d of %d", .number(1)) == "problem: the string needs 2 arguments but 1 was given (`%d` has none)")
        #expect(fill("%2$@", .string("a")) == "problem: the string needs 2 arguments but 1 was given (`%2$@` has none)")
        #expect(fill("%d", .number(1), .number(2)) == "problem: 2 arguments given, but the string uses 1: argument 2 (2) is not used")
        #expect(fill("Plain", .string("x")) == "problem: 1 argument given, but the string uses none: argument 1 (the string \"x\") is not used")
        #expect(fill("%1$@ %3$@", .string("a"), .string("b"), .string("c")) == "problem: 3 arguments given, but the string uses 2: argument 2 (the string \"b\") is not used")
    }

    @Test func typeMismatches() {
        #expect(fill("%d", .string("12")) == "problem: argument 1 for `%d` must be a whole number, got the string \"12\"")
        #expect(fill("%lld", .number(2.5)) == "problem: argument 1 for `%lld` must be a whole number, got 2.5")
        #expect(fill("%u", .number(-1)) == "problem: argument 1 for `%u` must not be negative, got -1")
        #expect(fill("%.2f", .string("x")) == "problem: argument 1 for `%.2f` must be a number, got the string \"x\"")
        #expect(fill("%@", .bool(true)) == "problem: argument 1 for `%@` must be a number or a string, got true")
        #expect(fill("%@", .null) == "problem: argument 1 for `%@` must be a number or a string, got null")
    }

    @Test func theFlagsRealPoFilesUse() {
        // glibc's `I` (the locale's digits) and `'` (grouping) are read; numbers print as ever.
        #expect(fill("%Id آرگومان", .number(3)) == "3 آرگومان")
        #expect(fill("%'d|%I'd|%'.2f", .number(1234567), .number(42), .number(1234.5)) == "1234567|42|1234.50")
        #expect(fill("%1$Id/%2$s", .number(7), .string("x")) == "7/x")
        #expect(fill("%-5s|%5s|", .string("ab"), .string("cd")) == "ab   |   cd|")
        #expect(fill("%05.2f|%lld|%zu|%hhd|%jd", .number(3.14159), .number(-9), .number(8), .number(1), .number(2)) == "03.14|-9|8|1|2")
        // A combining mark right after a placeholder belongs to the text, not to the conversion.
        #expect(fill("%s\u{0A3E}", .string("ਕ")) == "ਕ\u{0A3E}")
    }

    @Test func thePluralsCountMayBeLeftOut() {
        #expect(CatalogFormat.apply("One file", arguments: .array([.number(1)]), count: .position(1)) == .success("One file"))
        #expect(CatalogFormat.apply("No files", arguments: .object(OrderedObject(["n": .number(0)])), count: .name("n")) == .success("No files"))
        // Only that one.
        #expect(CatalogFormat.apply("One file", arguments: .array([.number(1), .number(2)]), count: .position(1))
                == .failure(FormatProblem("2 arguments given, but the string uses none: argument 2 (2) is not used", isUnusedArgument: true)))
        // The caller warns about it and fills the string without it.
        #expect(CatalogFormat.apply("One file", arguments: .array([.number(1), .number(2)]), count: .position(1), ignoringUnused: true) == .success("One file"))
    }

    @Test func malformedPlaceholders() {
        #expect(fill("50%") == "problem: the string ends with a lone `%`; write `%%` for a percent sign")
        #expect(fill("%k", .number(1)) == "problem: `%k` is not a supported placeholder (use %d, %u, %x, %f, %e, %g, %@ or %s; `%%` for a percent sign)")
        #expect(fill("%*d", .number(1)) == "problem: `%*`: a `*` width is not supported")
        #expect(fill("%0$d", .number(1)) == "problem: `%0$` is not a placeholder: positions start at 1")
        #expect(fill("%.2l") == "problem: `%.2l` at the end of the string is an incomplete placeholder; write `%%` for a percent sign")
    }

    @Test func namedPlaceholders() {
        #expect(fill("HIGH SCORE {score}", named: ["score": .number(12480)]) == "HIGH SCORE 12480")
        #expect(fill("{name} has {count} lives", named: ["name": .string("Ana"), "count": .number(3)]) == "Ana has 3 lives")
        #expect(fill("{a}{a}", named: ["a": .string("x")]) == "xx")
        // Braces around anything but a name stay.
        #expect(fill("{ not a name } {1} {", named: [:]) == "{ not a name } {1} {")
        #expect(fill("Plain", named: [:]) == "Plain")
        // printf placeholders are text in an ARB string.
        #expect(fill("100% {n}", named: ["n": .number(1)]) == "100% 1")
    }

    @Test func namedProblems() {
        #expect(fill("HIGH SCORE {score}", named: ["scroe": .number(1)]) == "problem: the string uses `{score}`, but no argument is named `score`; did you mean `scroe`?")
        #expect(fill("HIGH SCORE {score}", named: [:]) == "problem: the string uses `{score}`, but no argument is named `score`; no arguments were given")
        #expect(fill("{a}", named: ["a": .string("x"), "zzz": .number(1)]) == "problem: argument `zzz` is not used by the string (it uses `{a}`)")
        #expect(fill("Plain", named: ["a": .number(1)]) == "problem: argument `a` is not used by the string (it has no placeholders)")
        #expect(fill("{a}", named: ["a": .array([])]) == "problem: argument `a` must be a number or a string, got an array")
    }

    @Test func argumentsOfTheWrongKind() {
        #expect(fill("HIGH SCORE %d", named: ["score": .number(1)]) == "problem: the string has printf placeholders (`%d`): give its arguments as an array, not an object")
        #expect(fill("HIGH SCORE {score}", .number(1)) == "problem: the string has named placeholders (`{score}`): give its arguments as an object such as {\"score\": …}")
        // Without arguments a string is taken as printf, whose braces are text: an `.arb` string's
        // caller passes an object (`{}` at least) for its placeholders to be checked.
        #expect(CatalogFormat.apply("HIGH SCORE {score}", arguments: .null) == .success("HIGH SCORE {score}"))
        #expect(CatalogFormat.apply("HIGH SCORE {score}", arguments: .object(OrderedObject())) == .failure(FormatProblem("the string uses `{score}`, but no argument is named `score`; no arguments were given")))
    }
}
