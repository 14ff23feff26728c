#!/usr/bin/env bash
# The whole test suite: type-check, lint, unit tests, API tests on PGlite and on a real PostgreSQL this script
# starts, then end-to-end tests in Chromium against a freshly started platform (on that PostgreSQL, a database
# of its own), then the cluster run (several nodes, faults, backup/restore). Installs what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-system.sh chromium ffmpeg postgresql fonts redis
scripts/ensure-node-deps.sh
mkdir -p .tmp/results
rm -rf .tmp/results/*.json .tmp/results/faults

step() { printf '\n=== %s ===\n' "$*"; }
run_vitest() { # name, then vitest args
  local name="$1"; shift
  npx vitest run "$@" --reporter=default --reporter=json --outputFile.json=".tmp/results/$name.json"
}

step "type-check"; npm run --silent typecheck
step "lint"; npm run --silent lint
step "format"; npm run --silent format:check
step "build web"; npm run --silent build >/dev/null
step "unit tests"; run_vitest unit --project unit
step "API tests on PGlite"; run_vitest api-pglite --project api
step "API tests on PostgreSQL"
pg_url="$(scripts/pg-start.sh)"
TEST_DATABASE_URL="$pg_url" run_vitest api-postgres --project api
step "end-to-end tests in Chromium (platform on the same PostgreSQL, a database of its own)"
TEST_DATABASE_URL="$pg_url" run_vitest e2e --project e2e
step "several nodes: two api/web nodes, a worker, Redis and S3 (npm run test:cluster)"
TEST_DATABASE_URL="$pg_url" RESULTS_DIR=.tmp/results npm run --silent test:cluster
node scripts/summarise-results.mjs .tmp/results
