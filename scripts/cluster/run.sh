#!/usr/bin/env bash
# npm run test:cluster — the platform as several nodes (e2e/cluster): PostgreSQL (TEST_DATABASE_URL, else
# scripts/pg-start.sh), Redis, an S3 double, two ROLES=api,web nodes behind nginx (Debian's, running
# deploy/nginx/guangzi.conf unprivileged) and a ROLES=worker node, all running the compiled build; journeys in
# Chromium while nodes are killed and Redis and S3 stopped; a rolling upgrade onto a new build under load;
# then wallet:audit and a backup/restore round trip. Builds first when the build is missing
# or older than the sources. With RESULTS_DIR set, a vitest JSON report lands there (scripts/test.sh).
set -euo pipefail
cd "$(dirname "$0")/../.."
scripts/ensure-system.sh chromium ffmpeg postgresql fonts redis nginx povray
scripts/ensure-node-deps.sh
started=$(date +%s)
stale() { # the build is missing or a source is newer than it
  [ ! -f apps/web/build/server/index.js ] || [ ! -f apps/server/dist/main.js ] ||
    [ -n "$(find apps/web/app packages/contract/src apps/server/src -newer apps/server/dist/main.js -type f -print -quit)" ] ||
    [ -n "$(find apps/web/app packages/contract/src -newer apps/web/build/server/index.js -type f -print -quit)" ]
}
if stale; then echo "test:cluster: building (web and server)"; npm run --silent build >/dev/null; fi
report=()
if [ -n "${RESULTS_DIR:-}" ]; then report=(--reporter=default --reporter=json "--outputFile.json=$RESULTS_DIR/cluster.json"); fi
npx vitest run --project cluster "${report[@]}"
echo "test:cluster: passed in $(( $(date +%s) - started )) s"
