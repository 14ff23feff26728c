#!/usr/bin/env bash
# Quick start: installs what is missing, builds the web app and starts the whole platform (API, server-rendered
# web and workers in one process) with demo data at http://localhost:${PORT:-3000}.
# NODE_ENV=production: builds the web app and compiles the server (apps/server/dist), then runs the compiled
# JavaScript with plain node (no TypeScript loader); otherwise the server runs from its sources through tsx.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-system.sh ffmpeg povray espeak
scripts/ensure-node-deps.sh
# A build's output (hundreds of asset lines) goes to a log; only a failure prints it.
build_quietly() { # workspace, what is built
  local log=".tmp/build-${1#@app/}.log"
  mkdir -p .tmp
  echo "正在构建$2（首次启动约 1 分钟；输出见 $log）…"
  npm run build --silent -w "$1" >"$log" 2>&1 || { cat "$log"; echo "构建失败：$log"; exit 1; }
}
if [ "${NODE_ENV:-}" = production ] || [ ! -f apps/web/build/server/index.js ] || [ -n "$(find apps/web/app packages/contract/src -newer apps/web/build/server/index.js -type f -print -quit)" ]; then
  build_quietly @app/web 网站
fi
if [ "${NODE_ENV:-}" = production ]; then
  build_quietly @app/server 服务端
fi
exec scripts/server-run.sh main
