#!/usr/bin/env bash
# Installs the Debian packages a step needs when they are missing (fresh machine: only Node 20 and npm).
# Usage: scripts/ensure-system.sh chromium ffmpeg postgresql fonts redis nginx povray espeak
set -euo pipefail
need=()
for what in "$@"; do
  case "$what" in
    chromium) [ -x /usr/bin/chromium ] || need+=(chromium) ;;
    ffmpeg) command -v ffmpeg >/dev/null && command -v ffprobe >/dev/null || need+=(ffmpeg) ;;
    postgresql) ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql postgresql-contrib) ;;
    fonts) dpkg -s fonts-noto-cjk >/dev/null 2>&1 || need+=(fonts-noto-cjk) ;;
    redis) command -v redis-server >/dev/null || need+=(redis-server) ;;
    # The cluster run's front door (deploy/nginx/guangzi.conf); started unprivileged, so the service may stay off.
    nginx) [ -x /usr/sbin/nginx ] || need+=(nginx-light) ;;
    povray) command -v povray >/dev/null || need+=(povray) ;;
    espeak) command -v espeak-ng >/dev/null || need+=(espeak-ng) ;;
    *) echo "unknown system dependency: $what" >&2; exit 2 ;;
  esac
done
[ ${#need[@]} -eq 0 ] && exit 0
echo "Installing Debian packages: ${need[*]}"
sudo_cmd=""
if [ "$(id -u)" != 0 ]; then
  command -v sudo >/dev/null || { echo "Need root (or sudo) to install: ${need[*]}" >&2; exit 1; }
  sudo_cmd="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$sudo_cmd apt-get update -qq
$sudo_cmd apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
