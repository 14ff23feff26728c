#!/usr/bin/env bash
# Regenerates the SQL migrations from the Drizzle schema.
# Until the first release there is a single initial migration that is rebuilt from the whole schema
# (no production database exists yet); after release, remove the `rm` and let drizzle-kit add migrations.
set -euo pipefail
cd "$(dirname "$0")/../apps/server"
exec 9>/tmp/db-generate.lock
flock 9
rm -rf drizzle
npx drizzle-kit generate --name init
