#!/usr/bin/env python3
"""Runs every shell command the documentation shows, as a reader would type it.

    python3 scripts/run-doc-commands.py [--bin DIR] [--list] [FILE.md ...]

Reads the ```sh, ```bash, ```shell and ```console blocks of README.md, CONTRIBUTING.md, docs/*.md
and docs/cookbook/*.md (or the files named) and runs them, file by file, in a fresh copy of the
repository's files (what `git ls-files` lists, as a clone has them) with DIR (default: .build/debug)
first on PATH, so `render-spec` is the binary under test; DIR is also linked as the copy's
.build/debug, for commands that name the binary by that path, as after `swift build`.

- Each block starts in the copy's top folder; within a block, `cd` and variables carry over from
  one command to the next. A file's blocks run in order, so a later block sees what an earlier one
  wrote.
- A command is a line, with its `\\` continuations and here-documents; in a ```console block only
  the lines after `$ ` (and their continuations) are commands, the rest is output. A command that
  exits non-zero fails the run, named by FILE:LINE and its text, with its output; the file's
  remaining commands are not run.
- `render-spec preview …` serves until stopped, so it is run as a probe: started (on `--port 0`
  unless the command names a port, so a preview the reader has open does not collide), its first
  line must give the address, the page must answer 200 with HTML, and SIGTERM must end it with
  exit 0.
- A block that cannot run here (it needs macOS, Docker, GitHub, root or minutes) is marked in the
  Markdown by a comment on the line before its fence: `<!-- not-run: the reason -->`. Those are
  listed, with their reasons, and not run. An unmarked block is always run.
- A block marked `<!-- run-in: new folder -->` starts instead in an empty folder outside the copy
  and outside any repository (one per file, shared by its blocks so marked), as a user who has
  only installed render-spec types it: the README's quick start must not lean on the clone.

Exit status: 0 when every command passed, 1 when one failed, 2 on bad usage.
"""

import argparse
import os
import resource
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHELL_LANGUAGES = {"sh", "bash", "shell", "console"}
NOT_RUN = re.compile(r"^\s*<!--\s*not-run:\s*(.+?)\s*-->\s*$")
RUN_IN_NEW_FOLDER = re.compile(r"^\s*<!--\s*run-in:\s*new folder\s*-->\s*$")
NEW_FOLDER = "new-folder"  # beside the copy, in the run's temporary folder
# CommonMark: a backtick fence's info string has no backtick (```` ```sh ```` in a line is code).
FENCE = re.compile(r"^(\s*)(`{3,}(?=[^`]*$)|~{3,})\s*([\w+-]*)")
HEREDOC = re.compile(r"<<-?\s*(['\"]?)([A-Za-z_][A-Za-z0-9_]*)\1")
# Lines that cannot be commands in a console block's output are not looked at; a prompt is "$ ".
PROMPT = "$ "
PREVIEW_TIMEOUT = 60  # seconds for the preview to print its address (a cold debug build is slow)


class Block:
    def __init__(self, path, language, start, lines, skip_reason, in_new_folder=False):
        self.path = path              # relative to the repository
        self.language = language
        self.start = start            # the fence's line number (1-based)
        self.lines = lines            # [(line number, text without the fence's indentation)]
        self.skip_reason = skip_reason
        self.in_new_folder = in_new_folder  # starts in an empty folder, not the copy


class Command:
    def __init__(self, line, text):
        self.line = line
        self.text = text


def blocks_of(path):
    """The shell blocks of one Markdown file, with the not-run reason each is marked with."""
    with open(os.path.join(ROOT, path), encoding="utf-8") as f:
        lines = f.read().split("\n")
    blocks = []
    i = 0
    while i < len(lines):
        m = FENCE.match(lines[i])
        if not m:
            i += 1
            continue
        indent, fence, language = m.group(1), m.group(2), m.group(3).lower()
        start = i + 1
        body = []
        i += 1
        while i < len(lines) and not (lines[i].strip().startswith(fence[0] * len(fence))
                                      and lines[i].strip().strip(fence[0]) == ""):
            text = lines[i]
            body.append((i + 1, text[len(indent):] if text.startswith(indent) else text.lstrip()))
            i += 1
        i += 1  # the closing fence
        if language not in SHELL_LANGUAGES:
            continue
        reason = None
        in_new_folder = False
        j = start - 2
        while j >= 0 and lines[j].strip() == "":
            j -= 1
        if j >= 0:
            marker = NOT_RUN.match(lines[j])
            if marker:
                reason = marker.group(1)
            in_new_folder = RUN_IN_NEW_FOLDER.match(lines[j]) is not None
        blocks.append(Block(path, language, start, body, reason, in_new_folder))
    return blocks


def commands_of(block):
    """A block's commands: a line, with its backslash continuations and here-documents."""
    lines = block.lines
    if block.language == "console":
        # Only prompted lines (and what continues them) are commands.
        kept = []
        k = 0
        while k < len(lines):
            number, text = lines[k]
            if text.startswith(PROMPT):
                kept.append((number, text[len(PROMPT):]))
                while text.endswith("\\") and k + 1 < len(lines):
                    k += 1
                    number, text = lines[k]
                    kept.append((number, text))
                for delimiter in heredoc_delimiters(kept[-1][1]):
                    while k + 1 < len(lines):
                        k += 1
                        kept.append(lines[k])
                        if lines[k][1].strip() == delimiter:
                            break
            k += 1
        lines = kept
    commands = []
    k = 0
    while k < len(lines):
        number, text = lines[k]
        if text.strip() == "" or text.lstrip().startswith("#"):
            k += 1
            continue
        parts = [text]
        while parts[-1].endswith("\\") and k + 1 < len(lines):
            k += 1
            parts.append(lines[k][1])
        for delimiter in heredoc_delimiters("\n".join(parts)):
            while k + 1 < len(lines):
                k += 1
                parts.append(lines[k][1])
                if lines[k][1].strip() == delimiter:
                    break
        commands.append(Command(number, "\n".join(parts)))
        k += 1
    return commands


def heredoc_delimiters(text):
    # `<<` inside quotes is not a here-document; the docs' commands do not quote it, so a plain
    # search is enough, and shlex would choke on the unfinished here-document anyway.
    return [m.group(2) for m in HEREDOC.finditer(text)]


def is_preview(text):
    try:
        words = shlex.split(text, comments=True)
    except ValueError:
        return False
    while words and re.match(r"^[A-Za-z_][A-Za-z0-9_]*=", words[0]):
        words = words[1:]
    return words[:2] == ["render-spec", "preview"]


def preview_probe(text):
    """The shell text that runs a `render-spec preview` command as a probe (see the docstring)."""
    words = shlex.split(text, comments=True)
    if not any(w == "--port" or w.startswith("--port=") for w in words):
        words += ["--port", "0"]
    return "__doc_preview " + " ".join(shlex.quote(w) if not re.search(r"[*?\[]", w) else w for w in words)


PRELUDE = r"""
__doc_fail() {  # LINE STATUS OUTPUT-FILE
  printf '%s\n' "$1" "$2" > "$__doc_result"
  exit 1
}
__doc_preview() {
  local out pid url status i
  out=$(mktemp)
  "$@" > "$out" 2>&1 &
  pid=$!
  for ((i = 0; i < __DOC_PREVIEW_TENTHS; i++)); do
    grep -q '^preview: http' "$out" && break
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.1
  done
  url=$(sed -n 's/^preview: \(http[^ ]*\).*/\1/p' "$out" | head -n 1)
  if [ -z "$url" ]; then
    echo "the preview printed no address:"; cat "$out"
    kill -TERM "$pid" 2>/dev/null; wait "$pid" 2>/dev/null
    return 1
  fi
  if ! python3 - "$url" <<'PY'
import sys, urllib.request
with urllib.request.urlopen(sys.argv[1], timeout=30) as response:
    body = response.read().decode("utf-8", "replace")
    if response.status != 200 or "<html" not in body.lower():
        sys.exit("the page at %s answered %d without HTML" % (sys.argv[1], response.status))
    print("preview: %s answered 200 (%d bytes of HTML)" % (sys.argv[1], len(body)))
PY
  then
    cat "$out"; kill -TERM "$pid" 2>/dev/null; wait "$pid" 2>/dev/null
    return 1
  fi
  kill -TERM "$pid"
  wait "$pid"
  status=$?
  [ "$status" -eq 0 ] || { echo "the preview exited $status on SIGTERM:"; cat "$out"; }
  rm -f "$out"
  return "$status"
}
""".replace("__DOC_PREVIEW_TENTHS", str(PREVIEW_TIMEOUT * 10))


def script_for(blocks, top, new_folder):
    """One bash script for a file's runnable blocks: each command followed by a check of its status."""
    out = [PRELUDE]
    for block in blocks:
        out.append("cd %s" % shlex.quote(new_folder if block.in_new_folder else top))
        for command in commands_of(block):
            text = preview_probe(command.text) if is_preview(command.text) else command.text
            out.append("printf '%%s\\n' %s > \"$__doc_current\"" % shlex.quote(str(command.line)))
            # Braces, not a subshell: a `cd` or a variable carries on to the next command. Each
            # command's output replaces the last one's, so a failure shows its own.
            out.append("{\n%s\n} > \"$__doc_log\" 2>&1" % text)
            out.append("__doc_status=$?; [ $__doc_status -eq 0 ] || __doc_fail %d $__doc_status" % command.line)
    out.append("exit 0")
    return "\n".join(out) + "\n"


def repository_files():
    """What a clone has: git's tracked and unignored files; every file but .git and .build outside git."""
    listed = subprocess.run(["git", "-C", ROOT, "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                            capture_output=True)
    if listed.returncode == 0 and subprocess.run(["git", "-C", ROOT, "rev-parse", "--show-prefix"],
                                                 capture_output=True).stdout.strip() == b"":
        return listed.stdout.decode().split("\0")
    names = []
    for folder, subfolders, files in os.walk(ROOT):
        subfolders[:] = [d for d in subfolders if d not in (".git", ".build")]
        names += [os.path.relpath(os.path.join(folder, f), ROOT) for f in files]
    return names


def copy_repository(destination, bin_dir):
    # tar copies a thousand files several times faster than a loop of shutil.copy2, and keeps modes
    # and links.
    listed = [n for n in repository_files() if n and os.path.lexists(os.path.join(ROOT, n))
              and (os.path.islink(os.path.join(ROOT, n)) or not os.path.isdir(os.path.join(ROOT, n)))]
    os.makedirs(destination)
    pack = subprocess.Popen(["tar", "-C", ROOT, "--null", "-T", "-", "-cf", "-"],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    unpack = subprocess.Popen(["tar", "-C", destination, "-xf", "-"], stdin=pack.stdout)
    pack.stdout.close()
    pack.stdin.write("\0".join(listed).encode() + b"\0")
    pack.stdin.close()
    if pack.wait() != 0 or unpack.wait() != 0:
        raise SystemExit("run-doc-commands: could not copy the repository into %s" % destination)
    os.makedirs(os.path.join(destination, ".build"), exist_ok=True)
    os.symlink(bin_dir, os.path.join(destination, ".build", "debug"))


def default_files():
    names = ["README.md", "CONTRIBUTING.md"]
    for folder in ["docs", "docs/cookbook"]:
        if os.path.isdir(os.path.join(ROOT, folder)):
            names += sorted(os.path.join(folder, n) for n in os.listdir(os.path.join(ROOT, folder)) if n.endswith(".md"))
    return names


def run_file(path, blocks, bin_dir, keep):
    runnable = [b for b in blocks if b.skip_reason is None]
    if not runnable:
        return True, 0.0
    work = tempfile.mkdtemp(prefix="render-spec-docs-")
    top = os.path.join(work, "repository")
    new_folder = os.path.join(work, NEW_FOLDER)
    try:
        copy_repository(top, bin_dir)
        os.makedirs(new_folder)
        script = os.path.join(work, "commands.sh")
        with open(script, "w", encoding="utf-8") as f:
            f.write(script_for(runnable, top, new_folder))
        environment = dict(os.environ)
        environment["PATH"] = bin_dir + os.pathsep + environment.get("PATH", "/usr/bin:/bin")
        environment["__doc_result"] = os.path.join(work, "failed")
        environment["__doc_current"] = os.path.join(work, "current")
        environment["__doc_log"] = os.path.join(work, "output")
        # Not a GitHub Actions job, whatever runs these tests: no annotations or summaries.
        for name in ["GITHUB_ACTIONS", "GITHUB_STEP_SUMMARY", "RENDER_SPEC_RECORD"]:
            environment.pop(name, None)
        started = time.monotonic()
        run = subprocess.run(["bash", "--noprofile", "--norc", script], cwd=top, env=environment,
                             stdin=subprocess.DEVNULL, capture_output=True)
        elapsed = time.monotonic() - started
        log = os.path.join(work, "output")
        output = (run.stdout + run.stderr).decode("utf-8", "replace")
        if os.path.exists(log):
            output += open(log, encoding="utf-8", errors="replace").read()
        failed = os.path.join(work, "failed")
        if run.returncode == 0 and not os.path.exists(failed):
            return True, elapsed
        if os.path.exists(failed):
            line, status = open(failed).read().split()
        else:
            current = os.path.join(work, "current")
            line = open(current).read().strip() if os.path.exists(current) else "?"
            status = str(run.returncode)
        command = next((c.text for b in runnable for c in commands_of(b) if str(c.line) == line), "?")
        print("%s:%s: error: exit %s: %s" % (path, line, status, command.replace("\n", "\n    ")))
        tail = output.strip().split("\n")[-40:]
        print("\n".join("    | " + t for t in tail))
        return False, elapsed
    finally:
        if keep:
            print("kept %s" % work)
        else:
            shutil.rmtree(work, ignore_errors=True)


def main():
    global ROOT
    parser = argparse.ArgumentParser(description="Run every shell command of the documentation.")
    parser.add_argument("files", nargs="*", help="Markdown files, relative to the repository (default: all)")
    parser.add_argument("--bin", default=os.path.join(ROOT, ".build", "debug"),
                        help="the folder holding render-spec and render-spec-preview (default: .build/debug)")
    parser.add_argument("--list", action="store_true", help="list the commands and the skipped blocks, run nothing")
    parser.add_argument("--keep", action="store_true", help="keep the temporary copies")
    parser.add_argument("--root", help="the repository whose files are copied and whose FILEs are read "
                                       "(default: the one this script is in)")
    arguments = parser.parse_args()
    if arguments.root:
        ROOT = os.path.abspath(arguments.root)
    bin_dir = os.path.abspath(arguments.bin)
    for program in ["render-spec", "render-spec-preview"]:
        if not arguments.list and not os.access(os.path.join(bin_dir, program), os.X_OK):
            print("run-doc-commands: %s is not in %s (swift build first, or --bin DIR)" % (program, bin_dir), file=sys.stderr)
            return 2
    files = arguments.files or default_files()
    everything_passed = True
    ran = skipped = 0
    started = time.monotonic()
    for path in files:
        if not os.path.exists(os.path.join(ROOT, path)):
            print("run-doc-commands: no such file: %s" % path, file=sys.stderr)
            return 2
        blocks = blocks_of(path)
        for block in blocks:
            if block.skip_reason is not None:
                skipped += 1
                print("%s:%d: not run: %s" % (path, block.start, block.skip_reason))
            elif arguments.list:
                for command in commands_of(block):
                    print("%s:%d: %s" % (path, command.line, command.text.replace("\n", "\n    ")))
        if arguments.list:
            continue
        count = sum(len(commands_of(b)) for b in blocks if b.skip_reason is None)
        if count == 0:
            continue
        passed, elapsed = run_file(path, blocks, bin_dir, arguments.keep)
        everything_passed = everything_passed and passed
        if passed:
            ran += count
            print("%s: %d command(s) passed in %.1f s" % (path, count, elapsed))
    if not arguments.list:
        used = resource.getrusage(resource.RUSAGE_CHILDREN)
        print("run-doc-commands: %s; %d command(s) passed, %d block(s) not run, %.1f s (%.1f s of CPU)"
              % ("all passed" if everything_passed else "FAILED", ran, skipped, time.monotonic() - started,
                 used.ru_utime + used.ru_stime))
    return 0 if everything_passed else 1


if __name__ == "__main__":
    sys.exit(main())
