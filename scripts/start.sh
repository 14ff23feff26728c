#!/usr/bin/env bash
# Quick start: installs what is missing, builds the web app and starts the whole platform (API, server-rendered
# web and workers in one process) with demo data at http://localhost:${PORT:-3000}.
# NODE_ENV=production: builds the web app and compiles the server (apps/server/dist), then runs the compiled
# JavaScript with plain node (no TypeScript loader); otherwise the server runs from its sources through tsx.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-system.sh ffmpeg povray espeak
scripts/ensure-node-deps.sh
if [ "${NODE_ENV:-}" = production ] || [ ! -f apps/web/build/server/index.js ] || [ -n "$(find apps/web/app packages/contract/src -newer apps/web/build/server/index.js -type f -print -quit)" ]; then
  npm run build --silent -w @app/web
fi
if [ "${NODE_ENV:-}" = production ]; then
  npm run build --silent -w @app/server
fi
exec scripts/server-run.sh main
