#!/usr/bin/env bash
# `render-spec serve` under load (issue 40, point 7), on 127.0.0.1 only, with wrk (Debian's):
#
#   bash Benchmarks/serve.sh              # about 4 minutes on 2 cores; prints a Markdown section
#   DURATION=10 bash Benchmarks/serve.sh  # seconds per wrk run (default 20)
#   SKIP_BUILD=1 bash Benchmarks/serve.sh # the release binaries already in .build/release
#
# The spec is W1's style (Benchmarks/specs/w1-title.json: gradient fill, 3 pt outside stroke, soft
# shadow, 600×120 pt) with its text from the request: `name`, 12 characters. Cases:
#   uncached   every request a new name (wrk's Lua makes them), 16 connections: renders/s, p99
#   cached     one name asked again and again, 16 connections: responses/s, p99
#   memory     100,000 distinct names, the server's RSS before and after (at most 200 MB asked)
#   baseline   one `render-spec` process per request, as a shell script would serve: the same spec
#              with the name written in, sequentially (a CGI script) and two at a time (both cores)
set -euo pipefail
cd "$(dirname "$0")/.."
command -v swift >/dev/null || export PATH="/opt/swift/usr/bin:$PATH"
DURATION=${DURATION:-20}
dpkg -s wrk >/dev/null 2>&1 || {
  sudo=; [ "$(id -u)" -eq 0 ] || sudo=sudo
  $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq wrk >/dev/null
}

echo "== building (release)" >&2
[ -n "${SKIP_BUILD:-}" ] || bash scripts/release-build.sh render-spec render-spec-serve >/dev/null
RS="$PWD/.build/release/render-spec"
SERVE="$PWD/.build/release/render-spec-serve"
work=$(mktemp -d)
server=
cleanup() { [ -n "$server" ] && kill "$server" 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT
mkdir -p "$work/specs" "$work/baseline"
python3 - "$work/specs/w1.json" <<'PY'
import json, sys
spec = json.load(open("Benchmarks/specs/w1-title.json"))
spec.pop("name"); spec["tokens"] = {"name": "PLAYER-00001"}
spec["serve"] = {"tokens": {"name": {"maxLength": 12}}}
spec["text"] = "${name}"; spec["output"] = {"scales": [1]}
json.dump(spec, open(sys.argv[1], "w"))
PY

start_server() {
  "$SERVE" "$work/specs" --listen 127.0.0.1:0 "$@" > "$work/serve.log" 2>"$work/serve.err" &
  server=$!
  for _ in $(seq 1 600); do grep -q '^serve: ' "$work/serve.log" 2>/dev/null && break; sleep 0.1; done
  port=$(sed -n 's|^serve: http://127.0.0.1:\([0-9]*\)/$|\1|p' "$work/serve.log" | head -1)
  [ -n "$port" ] || { cat "$work/serve.err" >&2; exit 1; }
}
stop_server() { kill "$server"; wait "$server" 2>/dev/null || true; server=; }
rss_mb() { awk '/VmRSS/ {printf "%.0f", $2 / 1024}' "/proc/$server/status"; }

# Every request a name no request had before: 12 characters, the thread's letter and a counter.
cat > "$work/unique.lua" <<'LUA'
local threads = 0
function setup(thread) threads = threads + 1; thread:set("id", threads) end
function init(args) n = 0 end
function request()
  n = n + 1
  return wrk.format("GET", string.format("/w1.png?name=%s%011d", string.char(64 + id), n))
end
LUA
wrk_run() {  # label, then wrk's arguments; prints "requests/s p50 p99"
  wrk --latency -t 2 -c 16 -d "${DURATION}s" "$@" > "$work/wrk.txt"
  local rps p50 p99
  rps=$(awk '/^Requests\/sec/ {print $2}' "$work/wrk.txt")
  p50=$(awk '$1 == "50%" {print $2}' "$work/wrk.txt")
  p99=$(awk '$1 == "99%" {print $2}' "$work/wrk.txt")
  grep -q "Non-2xx" "$work/wrk.txt" && { echo "wrk: some answers were not 2xx:" >&2; cat "$work/wrk.txt" >&2; }
  echo "$rps $p50 $p99"
}

echo "== uncached and cached" >&2
start_server
curl -sf "http://127.0.0.1:$port/w1.png?name=warmup00001" -o /dev/null
read -r u_rps u_p50 u_p99 < <(wrk_run -s "$work/unique.lua" "http://127.0.0.1:$port")
read -r c_rps c_p50 c_p99 < <(wrk_run "http://127.0.0.1:$port/w1.png?name=SAME-NAME-01")
stop_server

echo "== memory over 100,000 names" >&2
start_server
curl -sf "http://127.0.0.1:$port/w1.png?name=warmup00001" -o /dev/null
rss_before=$(rss_mb)
# wrk stops at a duration, not a count: the rate measured above sets how long 100,000 take.
seconds=$(python3 -c "print(max(10, int(100000 / float('$u_rps') * 1.15) + 1))")
wrk -t 2 -c 16 -d "${seconds}s" -s "$work/unique.lua" "http://127.0.0.1:$port" > "$work/wrk-memory.txt"
total=$(awk '/requests in/ {print $1}' "$work/wrk-memory.txt")
rss_after=$(rss_mb)
rss_peak=$(awk '/VmHWM/ {printf "%.0f", $2 / 1024}' "/proc/$server/status")
stop_server

echo "== baseline: a render-spec process per request" >&2
n=200
for i in $(seq 1 $n); do
  python3 -c "import json,sys; s=json.load(open('$work/specs/w1.json')); s.pop('serve'); s.pop('tokens'); s['text']='B%011d' % $i; s['name']='b$i'; json.dump(s, open('$work/baseline/b$i.json','w'))"
done
t0=$(date +%s.%N)
for i in $(seq 1 $n); do "$RS" "$work/baseline/b$i.json" --out-dir "$work/out" >/dev/null; done
t1=$(date +%s.%N)
seq 1 $n | xargs -P 2 -I{} "$RS" "$work/baseline/b{}.json" --out-dir "$work/out2" >/dev/null
t2=$(date +%s.%N)
seq_rps=$(python3 -c "print(round($n / ($t1 - $t0), 1))")
par_rps=$(python3 -c "print(round($n / ($t2 - $t1), 1))")

cat <<EOF
| case | requests/s | p50 | p99 | notes |
|---|---|---|---|---|
| uncached: a new 12-character name every request, 16 connections | $u_rps | $u_p50 | $u_p99 | wrk, ${DURATION} s |
| cached: one name again and again, 16 connections | $c_rps | $c_p50 | $c_p99 | wrk, ${DURATION} s |
| one \`render-spec\` process per request, one at a time | $seq_rps | | | $n renders |
| one \`render-spec\` process per request, two at a time | $par_rps | | | $n renders, \`xargs -P 2\` |

Uncached ÷ process per request: $(python3 -c "print(round(float('$u_rps') / $seq_rps, 1))")× one at a time, $(python3 -c "print(round(float('$u_rps') / $par_rps, 1))")× two at a time.
Memory over $total distinct names: RSS $rss_before MB after the first render, $rss_after MB after the last, $rss_peak MB at its peak.
Load average at the end: $(cut -d' ' -f1-3 /proc/loadavg).
EOF
