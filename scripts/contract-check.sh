#!/bin/sh
# `pnpm contract:check`: the contract check, run from the folder the command was typed in (pnpm runs
# a root script at the root and says where it was typed in INIT_CWD), so the folders and files it is
# given (--record DIR, --compare A B, --failures FILE, --replay FILE, --junit FILE) are where the
# reader meant, and `MOCK_DATA_SET=DIR pnpm start` typed next to it finds the same folder.
root=$(cd "$(dirname "$0")/.." && pwd)
cd "${INIT_CWD:-$PWD}" || exit 2
exec node "$root/scripts/run-bundled.mjs" "$root/packages/contract-check/src/cli.ts" "$@"
