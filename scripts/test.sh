#!/usr/bin/env bash
# The whole test suite: type-check, lint, unit tests, API tests on PGlite and on a real PostgreSQL this script
# starts, then end-to-end tests in Chromium against a freshly started platform (on that PostgreSQL, a database
# of its own), then the cluster run (several nodes, faults, backup/restore). Installs what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step says how long the one before it took, and the run ends with every step's time: CI's budget
# is watched per step, not only as a total.
started=$SECONDS; last_step=""; last_start=$SECONDS; timings=""
end_step() {
  [ -n "$last_step" ] && timings+="$(printf '%6ss  %s' "$((SECONDS - last_start))" "$last_step")"$'\n'
  return 0
}
step() { end_step; last_step="$*"; last_start=$SECONDS; printf '\n=== %s ===\n' "$*"; }
trap 'end_step; printf "\n=== step times ===\n%s%6ss  in all\n" "$timings" "$((SECONDS - started))"' EXIT
step "system packages"; scripts/ensure-system.sh chromium ffmpeg postgresql fonts redis
step "node packages"; scripts/ensure-node-deps.sh
mkdir -p .tmp/results
rm -rf .tmp/results/*.json .tmp/results/*.log .tmp/results/faults

run_vitest() { # name, then vitest args
  local name="$1"; shift
  npx vitest run "$@" --reporter=default --reporter=json --outputFile.json=".tmp/results/$name.json"
}

step "type-check"; npm run --silent typecheck
step "lint"; npm run --silent lint
step "format"; npm run --silent format:check
step "build web"; npm run --silent build >/dev/null
step "unit tests"; run_vitest unit --project unit
# Vitest's default on a 2-core machine is one worker (cores - 1): the API files each start their own
# platform and database, so two run at once on two cores (PGlite is CPU in the test process itself).
step "API tests on PGlite"; run_vitest api-pglite --project api --maxWorkers=2
step "API tests on PostgreSQL"
pg_url="$(scripts/pg-start.sh)"
TEST_DATABASE_URL="$pg_url" run_vitest api-postgres --project api --maxWorkers=2
# Two groups at once, each with a platform and a database of its own (e2e/support/global-setup.ts): an e2e
# file mostly waits on the browser, the server and ffmpeg, so two share the two cores well. The second
# group's output is printed after the first's, whole, rather than interleaved.
step "end-to-end tests in Chromium (two groups at once; each its own platform on the same PostgreSQL)"
e2e_group() { # group number
  # shellcheck disable=SC2046 # one file path per word
  TEST_DATABASE_URL="$pg_url" run_vitest "e2e-$1" --project e2e $(node scripts/e2e-groups.mjs "$1" 2)
}
e2e_status=0
e2e_group 2 >.tmp/results/e2e-2.log 2>&1 &
second_group=$!
e2e_group 1 || e2e_status=$?
wait "$second_group" || e2e_status=$?
printf '\n=== end-to-end tests, second group ===\n'
cat .tmp/results/e2e-2.log
# A group that fails before writing its report (its platform did not start) still fails the run.
[ "$e2e_status" = 0 ] || echo "end-to-end tests failed (exit $e2e_status)"
step "several nodes: two api/web nodes, a worker, Redis and S3 (npm run test:cluster)"
cluster_status=0
TEST_DATABASE_URL="$pg_url" RESULTS_DIR=.tmp/results npm run --silent test:cluster || cluster_status=$?
[ "$cluster_status" = 0 ] || echo "cluster run failed (exit $cluster_status)"
summary_status=0
node scripts/summarise-results.mjs .tmp/results || summary_status=$?
[ "$e2e_status" = 0 ] && [ "$cluster_status" = 0 ] && [ "$summary_status" = 0 ]
