#!/bin/sh
# `pnpm contract:diff`: compares two versions of the contract, run from the folder the command was
# typed in (pnpm runs a root script at the root and says where it was typed in INIT_CWD), so the
# files it is given (--base FILE, --head FILE, --json FILE, --consumers FILE…) are where the reader meant.
root=$(cd "$(dirname "$0")/.." && pwd)
cd "${INIT_CWD:-$PWD}" || exit 2
exec node "$root/scripts/run-bundled.mjs" "$root/packages/contract-diff/src/cli.ts" "$@"
