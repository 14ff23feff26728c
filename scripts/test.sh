#!/usr/bin/env bash
# The whole test suite: type-check, lint, unit tests, API tests on PGlite and on a real PostgreSQL this script
# starts, end-to-end tests in Chromium (two groups, each on a copy of one ready platform) and the cluster run
# (several nodes, faults, backup/restore; it starts when the first e2e group ends). Installs what is missing.
#
# A failing step does not hide the others: each test step runs, its failure is noted, and the run fails at
# the end with every result in view (scripts/summarise-results.mjs), then every step's time.
set -uo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS; last_step=""; last_start=$SECONDS; timings=""; failures=()
# How busy both cores were during a step (from /proc/stat): a step well under 2.0 leaves room beside it.
cpu_ticks() { awk '/^cpu / { print $2 + $3 + $4 + $7 + $8 + $9, $2 + $3 + $4 + $5 + $6 + $7 + $8 + $9 }' /proc/stat; }
read -r busy_start all_start < <(cpu_ticks)
end_step() {
  local busy all cores
  read -r busy all < <(cpu_ticks)
  cores=$(awk -v b="$((busy - busy_start))" -v a="$((all - all_start))" -v n="$(nproc)" \
    'BEGIN { printf "%.1f", (a > 0 ? n * b / a : 0) }')
  busy_start=$busy; all_start=$all
  [ -n "$last_step" ] && timings+="$(printf '%6ss  %4s cores  %s' "$((SECONDS - last_start))" "$cores" "$last_step")"$'\n'
  return 0
}
step() { end_step; last_step="$*"; last_start=$SECONDS; printf '\n=== %s ===\n' "$*"; }
failed() { failures+=("$1"); echo "FAILED: $1"; }
print_times() { end_step; last_step=""; printf '\n=== step times ===\n%s%6ss  in all\n' "$timings" "$((SECONDS - started))"; }
trap '[ -n "$last_step" ] && print_times' EXIT

# Without the packages nothing else can run: these two stop the run at once.
step "system packages"; scripts/ensure-system.sh chromium ffmpeg postgresql fonts redis nginx povray || exit 1
step "node packages"; scripts/ensure-node-deps.sh || exit 1
mkdir -p .tmp/results
rm -rf .tmp/results/*.json .tmp/results/*.log .tmp/results/*.status .tmp/results/*.seconds .tmp/results/faults

run_vitest() { # report name, then vitest args
  local name="$1"; shift
  npx vitest run "$@" --reporter=default --reporter=json --outputFile.json=".tmp/results/$name.json"
}

# Type-check (two halves), lint and the format check are each one process on about one core (~43, 24, 25
# and 36 s of CPU): two lanes of about equal length keep both cores busy. The first half is one `tsc -b`:
# contract, server, then the tools (e2e, bench, scripts) against the server's declarations instead of
# checking its 600 files again (tsconfig.tools.json's references). Their output is printed whole, in order;
# the slice graph's (under a second) only when it fails, else its closing line.
step "type-check, lint and format (two lanes side by side)"
{ npm run --silent typecheck:code >.tmp/results/typecheck-code.log 2>&1; echo $? >.tmp/results/typecheck-code.status
  npm run --silent lint >.tmp/results/lint.log 2>&1; echo $? >.tmp/results/lint.status; } &
first_lane=$!
npm run --silent typecheck:web >.tmp/results/typecheck-web.log 2>&1 || failed "type-check (web)"
npm run --silent format:check >.tmp/results/format.log 2>&1 || failed "format"
# Slice imports form a DAG, and no slice writes into another's tables beyond the pending list
# (ARCHITECTURE.md "Slices").
slice_graph_ok=1
node scripts/slice-graph.mjs >.tmp/results/slice-graph.log 2>&1 || { slice_graph_ok=0; failed "slice graph"; }
wait "$first_lane"
[ "$(cat .tmp/results/typecheck-code.status)" = 0 ] || failed "type-check (contract, server, tools, e2e)"
[ "$(cat .tmp/results/lint.status)" = 0 ] || failed "lint"
cat .tmp/results/typecheck-code.log .tmp/results/typecheck-web.log .tmp/results/lint.log .tmp/results/format.log
if [ "$slice_graph_ok" = 1 ]; then tail -n 1 .tmp/results/slice-graph.log; else cat .tmp/results/slice-graph.log; fi
# The build keeps about one core busy (vite, then tsc's emit); the unit tests fill the other.
step "build (web and server) and unit tests, side by side"
build_ok=1
npm run --silent build >.tmp/results/build.log 2>&1 &
build_pid=$!
run_vitest unit --project unit --project unit-dom --maxWorkers=2 || failed "unit tests"
wait "$build_pid" || { build_ok=0; cat .tmp/results/build.log; failed "build"; }
pg_url="$(scripts/pg-start.sh)" || { failed "PostgreSQL start"; exit 1; }
# The end-to-end run's ready platform (e2e/support/ready-platform.ts: demo data, demo clips transcoded) is
# prepared from here on, beside both API passes: each leaves part of a core idle (its first ~10 s migrate a
# template on one core, its last files run alone), and ffmpeg fills it. Beside the PostgreSQL pass alone it
# took 68–105 s of a pass that kept 1.9 cores busy.
ready=.tmp/results/e2e-ready.platform
ready_pid=""
if [ "$build_ok" = 1 ]; then
  TEST_DATABASE_URL="$pg_url" npx tsx e2e/support/ready-platform-cli.ts prepare "$ready" >.tmp/results/e2e-ready.log 2>&1 &
  ready_pid=$!
fi
# Two API files at once on two cores (each starts its own platform; PGlite is CPU in the test process).
# Files marked `// api pass: PostgreSQL only` (no database, the generated corpora, concurrency) run in the
# PostgreSQL pass alone: scripts/api-passes.mjs.
step "API tests on PGlite (the e2e ready platform prepared beside them)"
API_PASS=pglite run_vitest api-pglite --project api --maxWorkers=2 || failed "API tests on PGlite"
step "API tests on PostgreSQL"
TEST_DATABASE_URL="$pg_url" run_vitest api-postgres --project api --maxWorkers=2 || failed "API tests on PostgreSQL"

run_cluster() { TEST_DATABASE_URL="$pg_url" RESULTS_DIR=.tmp/results npm run --silent test:cluster; }
if [ "$build_ok" = 1 ]; then
  step "end-to-end: the ready platform (demo data, demo clips transcoded)"
  ready_status=0
  wait "$ready_pid" || ready_status=$?
  cat .tmp/results/e2e-ready.log
  if [ "$ready_status" = 0 ]; then
    # Two groups at once, split by the last measured times (e2e/timings.json): an e2e file mostly waits on
    # the browser and the server, so two share the two cores well. The cluster run starts as soon as either
    # group ends, on the core that group leaves (group 1, lighter by the cluster's time, normally ends first).
    # Each output is printed after the others, whole.
    step "end-to-end tests in Chromium (two groups at once), then the cluster beside the later group"
    e2e_group() { # group number
      # shellcheck disable=SC2046 # one file path per word
      TEST_DATABASE_URL="$pg_url" E2E_READY="$ready" run_vitest "e2e-$1" --project e2e $(node scripts/e2e-groups.mjs "$1" 2)
    }
    e2e_status=0
    e2e_group 1 >.tmp/results/e2e-1.log 2>&1 &
    first_group=$!
    e2e_group 2 >.tmp/results/e2e-2.log 2>&1 &
    second_group=$!
    ended=""
    wait -n -p ended "$first_group" "$second_group" || e2e_status=$?
    # Its time (setup included) goes to e2e/timings.json: group 1 is made lighter by that much.
    { cluster_start=$(date +%s); run_cluster >.tmp/results/cluster.log 2>&1 || exit 1
      echo $(($(date +%s) - cluster_start)) >.tmp/results/cluster.seconds; } &
    cluster_pid=$!
    if [ "$ended" = "$first_group" ]; then wait "$second_group" || e2e_status=$?; else wait "$first_group" || e2e_status=$?; fi
    cluster_status=0
    wait "$cluster_pid" || cluster_status=$?
    printf '\n=== end-to-end tests, first group ===\n'
    cat .tmp/results/e2e-1.log
    printf '\n=== end-to-end tests, second group ===\n'
    cat .tmp/results/e2e-2.log
    printf '\n=== several nodes: two api/web nodes, a worker, Redis and S3 (npm run test:cluster) ===\n'
    cat .tmp/results/cluster.log
    # A group that fails before writing its report (its platform did not start) still fails the run.
    [ "$e2e_status" = 0 ] || failed "end-to-end tests (exit $e2e_status)"
    [ "$cluster_status" = 0 ] || failed "cluster run"
    node scripts/record-e2e-times.mjs .tmp/results
    TEST_DATABASE_URL="$pg_url" npx tsx e2e/support/ready-platform-cli.ts drop "$ready"
  else
    failed "end-to-end: the ready platform could not be prepared"
    step "several nodes: two api/web nodes, a worker, Redis and S3 (npm run test:cluster)"
    run_cluster || failed "cluster run"
  fi
else
  failed "end-to-end and cluster tests not run: the build failed"
fi

step "summary"
summary_status=0
node scripts/summarise-results.mjs .tmp/results >.tmp/results/summary.txt || summary_status=$?
[ "$summary_status" = 0 ] || failed "summary: a test failed"
# Everything but the closing line, then the step times, then the closing line last of all (what CI reads).
head -n -1 .tmp/results/summary.txt
print_times
if [ ${#failures[@]} -gt 0 ]; then printf '\nthe run failed:\n'; printf '  %s\n' "${failures[@]}"; fi
tail -n 1 .tmp/results/summary.txt
[ ${#failures[@]} -eq 0 ]
