#!/usr/bin/env bash
# Installs what the test suite runs besides Node, from Debian's packages, each only when missing:
# Chromium and its headless shell for the Playwright specs (the shell runs the tests, the desktop
# browser the benches and headed runs; Playwright's own browser download is never used: it cannot
# reach its host here), nginx, the load balancer the team mock's test runs replicas behind, and the
# tools the docs' commands use (curl, jq, openssl), which the docs test runs as a reader would.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
if find apps packages -path '*/node_modules' -prune -o -name '*.spec.ts' -print 2>/dev/null | grep -q .; then
  if [ -x /usr/bin/chromium ]; then
    echo "install-test-tools: $(/usr/bin/chromium --version 2>/dev/null || echo chromium) already installed."
  else
    missing+=(chromium)
  fi
  if [ -x /usr/lib/chromium/chromium-headless-shell ]; then
    echo "install-test-tools: Chromium's headless shell already installed."
  else
    missing+=(chromium-headless-shell)
  fi
fi
if [ -x /usr/sbin/nginx ]; then
  echo "install-test-tools: $(/usr/sbin/nginx -v 2>&1) already installed."
else
  missing+=(nginx)
fi
# Each tool and its Debian package (`script` gives the contract check's terminal test a terminal).
for pair in curl:curl jq:jq openssl:openssl script:bsdutils; do
  tool=${pair%%:*}
  if command -v "$tool" >/dev/null; then
    echo "install-test-tools: $tool already installed."
  else
    missing+=("${pair#*:}")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
echo "install-test-tools: ${missing[*]} installed."
