#!/usr/bin/env bash
# Restores a backup made by scripts/backup.sh into the database DATABASE_URL names (it must exist and be empty:
# create a fresh one) and the storage the settings name (local DATA_DIR or an S3 bucket; the other driver than
# the backup's is fine), then checks it: every file's size and SHA-256 against the manifest, and the photon
# ledger (wallet:audit). Exit 0 only when both checks pass.
# Usage: scripts/restore.sh DIR
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
dir="${1:?usage: scripts/restore.sh DIR}"
[ -n "${DATABASE_URL:-}" ] || { echo "restore.sh: DATABASE_URL is not set" >&2; exit 2; }
[ -f "$dir/database.dump" ] && [ -f "$dir/files/manifest.jsonl" ] || { echo "restore.sh: $dir is not a backup (database.dump, files/manifest.jsonl)" >&2; exit 2; }
(cd "$dir" && sha256sum --quiet -c SHA256SUMS) || { echo "restore.sh: the backup's checksums do not match (damaged copy)" >&2; exit 1; }
bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
pg_restore="${PG_RESTORE:-${bin:+$bin/}pg_restore}"
psql="${PSQL:-${bin:+$bin/}psql}"
tables="$("$psql" "$DATABASE_URL" -tAc "select count(*) from pg_tables where schemaname in ('public', 'drizzle')")"
[ "$tables" = 0 ] || { echo "restore.sh: the target database already has $tables tables; restore into a fresh, empty one" >&2; exit 2; }
started=$(date +%s)
"$pg_restore" --no-owner --no-privileges --exit-on-error --dbname "$DATABASE_URL" "$dir/database.dump"
"$root/scripts/server-run.sh" cli/storage-backup import "$dir/files"
"$root/scripts/server-run.sh" cli/storage-backup verify "$dir/files"
"$root/scripts/server-run.sh" cli/wallet-audit
echo "restore.sh: restored and checked in $(( $(date +%s) - started )) s"
