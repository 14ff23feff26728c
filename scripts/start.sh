#!/usr/bin/env bash
# Quick start: installs what is missing, builds the web app and starts the whole platform (API, server-rendered
# web and workers in one process) with demo data at http://localhost:${PORT:-3000}.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-system.sh ffmpeg
scripts/ensure-node-deps.sh
if [ "${NODE_ENV:-}" = production ] || [ ! -f apps/web/build/server/index.js ] || [ -n "$(find apps/web/app packages/contract/src -newer apps/web/build/server/index.js -type f -print -quit)" ]; then
  npm run build --silent
fi
exec npx tsx apps/server/src/main.ts
