#!/usr/bin/env bash
# Backs the platform up into DIR: the database (pg_dump, custom format: one consistent snapshot) and then every
# stored file (through the configured driver: the local folder or the S3 bucket) with a manifest of sizes and
# SHA-256. Run it with the nodes' own settings in the environment (DATABASE_URL, STORAGE_DRIVER, DATA_DIR or
# S3_*, and in production APP_SECRET / PUBLIC_URL); the platform keeps serving meanwhile.
# Usage: scripts/backup.sh DIR      Restore with scripts/restore.sh DIR (docs/operations.md).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="${1:?usage: scripts/backup.sh DIR}"
[ -n "${DATABASE_URL:-}" ] || { echo "backup.sh: DATABASE_URL is not set (backups are of PostgreSQL; the embedded PGlite is a folder: stop the server and copy DATA_DIR)" >&2; exit 2; }
if [ -e "$out" ] && [ -n "$(ls -A "$out" 2>/dev/null)" ]; then echo "backup.sh: $out is not empty" >&2; exit 2; fi
mkdir -p "$out"
bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
pg_dump="${PG_DUMP:-${bin:+$bin/}pg_dump}"
started=$(date +%s)
# The database first: a file uploaded after the snapshot is merely extra; files are never rewritten in place.
"$pg_dump" --format=custom --no-owner --no-privileges --file "$out/database.dump" "$DATABASE_URL"
"$root/scripts/server-run.sh" cli/storage-backup export "$out/files"
(cd "$out" && sha256sum database.dump files/manifest.jsonl > SHA256SUMS)
echo "backup.sh: database and files backed up to $out in $(( $(date +%s) - started )) s ($(du -sh "$out" | cut -f1))"
