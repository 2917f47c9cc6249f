import ArgumentParser
import GoldenCheck
import RenderSupport

/// `render-spec report merge`: one report from the shards of a CI matrix.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Work with check results.",
        subcommands: [MergeCommand.self]
    )
}

struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Combine the results of `check --shard` runs into one report.",
        discussion: """
        Each input is a report folder written by `check --report` (its results.json and artifacts) \
        or a results file written by `check --json`. The merged results are sorted as a single run's \
        would be; --report copies every shard's images into the new folder.

        Exit status: as check's for the merged results: 0 all passed, 1 something failed, 2 a spec \
        was refused, an input cannot be read, or two inputs hold the same output (a shard given \
        twice, or overlapping shards: merged, it would be counted twice).

        Example:
          render-spec report merge shard-1 shard-2 shard-3 --report report --junit junit.xml
        """
    )

    @Argument(help: "Report folders or results JSON files of the shards.")
    var inputs: [String]

    @OptionGroup var outputs: ResultsOutputOptions

    func run() throws {
        try outputs.refuseOverwriting(.under(inputs))
        try outputs.refuseReportAmongSpecs()
        let merged: CheckReport
        do {
            merged = try ReportFiles.merge(inputs, into: outputs.report)
        } catch {
            printError("render-spec report merge: \(error)")
            throw ExitCode(2)
        }
        try outputs.results.publish(merged)
        if merged.exitCode != 0 { throw ExitCode(merged.exitCode) }
    }
}
