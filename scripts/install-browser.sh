#!/usr/bin/env bash
# Installs Debian's Chromium for the Playwright specs, only when there are specs to run and it is
# missing. Playwright's own browser download is never used (it cannot reach its host here).
set -euo pipefail
cd "$(dirname "$0")/.."

if ! find apps packages -path '*/node_modules' -prune -o -name '*.spec.ts' -print 2>/dev/null | grep -q .; then
  echo "install-browser: no Playwright specs in the repository yet; Chromium not needed."
  exit 0
fi
if [ -x /usr/bin/chromium ]; then
  echo "install-browser: $(/usr/bin/chromium --version 2>/dev/null || echo chromium) already installed."
  exit 0
fi
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
echo "install-browser: $(/usr/bin/chromium --version) installed."
