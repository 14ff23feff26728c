#!/usr/bin/env bash
# Runs the server (main) or one of its tools (cli/wallet-audit, …) the way the environment asks: with
# NODE_ENV=production the compiled JavaScript in apps/server/dist (compiled first when missing or older than
# the sources), otherwise the TypeScript sources through tsx. Usage: scripts/server-run.sh ENTRY [ARGS…]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
entry="$1"
shift
if [ "${NODE_ENV:-}" = production ]; then
  compiled="$root/apps/server/dist/$entry.js"
  if [ ! -f "$compiled" ] || [ -n "$(find "$root/apps/server/src" "$root/packages/contract/src" -newer "$compiled" -type f -print -quit)" ]; then
    node "$root/apps/server/scripts/build.mjs" >&2
  fi
  exec node --enable-source-maps "$compiled" "$@"
fi
exec "$root/node_modules/.bin/tsx" "$root/apps/server/src/$entry.ts" "$@"
