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
# Search uses trigram indexes (gin_trgm_ops) and gram indexes (search_grams(), platform/search/search-grams.sql);
# the extension and the function must exist before the tables' indexes. Drizzle models neither, so they are put
# at the top of the initial migration (PGlite loads the extension's files in db/client.ts; on PostgreSQL,
# pg_trgm is a trusted extension the database owner may create).
migration=$(ls drizzle/0000_*.sql)
{
  printf 'CREATE EXTENSION IF NOT EXISTS pg_trgm;\n--> statement-breakpoint\n'
  cat src/platform/search/search-grams.sql
  printf -- '--> statement-breakpoint\n'
  cat "$migration"
  # The back office's audit log is append-only: triggers refuse UPDATE/DELETE/TRUNCATE (after its table exists).
  printf -- '\n--> statement-breakpoint\n'
  cat src/slices/admin/audit-append-only.sql
} > "$migration.tmp"
mv "$migration.tmp" "$migration"
