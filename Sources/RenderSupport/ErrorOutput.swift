/// One line on stderr, whatever it quotes: a control character from a spec or a file name is
/// written out as a JSON escape (PrintableText), so it can neither forge a line nor drive the terminal.
package func printError(_ line: String) {
    FileDescriptorOutput.write(PrintableText.escaped(line) + "\n", to: STDERR_FILENO)
}

/// The argument parser's usage text on stderr: several lines by design, so only its line breaks are
/// kept raw (an argument it quotes may hold any other control character).
package func printUsageError(_ text: String) {
    FileDescriptorOutput.write(PrintableText.escaped(text, keeping: ["\n"]) + "\n", to: STDERR_FILENO)
}
