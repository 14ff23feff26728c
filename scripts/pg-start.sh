#!/usr/bin/env bash
# Starts a throw-away PostgreSQL owned by this project (used by the test suite and CI) and prints its URL.
# Usage: scripts/pg-start.sh [port]   (default 55432). Idempotent: an already running instance is reused.
set -euo pipefail
port="${1:-${PG_TEST_PORT:-55432}}"
dir="${PG_TEST_DIR:-/tmp/platform-pg-$port}"
bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
[ -n "$bin" ] || { echo "PostgreSQL server binaries not found (apt-get install postgresql)" >&2; exit 1; }
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
if [ "$(id -u)" = 0 ] && ! id postgres >/dev/null 2>&1; then useradd --system --home /var/lib/postgresql postgres; fi
if [ ! -s "$dir/PG_VERSION" ]; then
  mkdir -p "$dir"
  [ "$(id -u)" = 0 ] && chown postgres "$dir"
  as_pg "$bin/initdb" -D "$dir" -U postgres --auth=trust --no-sync -E UTF8 --locale=C.UTF-8 >/dev/null
fi
# Tests trade durability for speed. PG_TEST_DURABLE=1 keeps every acknowledged commit across an immediate
# stop (the fault tests that stop the server under load need that): synchronous_commit hands the WAL to the
# kernel before a commit is acknowledged, which survives the server's processes being killed; fsync stays off
# (only a crash of the machine itself would need it, and with it a DROP DATABASE's checkpoint took minutes in CI).
speed="-c fsync=off -c synchronous_commit=off -c full_page_writes=off"
[ "${PG_TEST_DURABLE:-}" = 1 ] && speed="-c fsync=off -c full_page_writes=off"
if ! as_pg "$bin/pg_ctl" -D "$dir" status >/dev/null 2>&1; then
  as_pg "$bin/pg_ctl" -D "$dir" -l "$dir/server.log" -w -o "-p $port -k /tmp -c listen_addresses=127.0.0.1 $speed -c max_connections=200" start >/dev/null
fi
echo "postgres://postgres@127.0.0.1:$port/postgres"
