#!/bin/sh
# Turbo sends telemetry and checks for updates unless told not to; this project never leaves loopback.
export TURBO_TELEMETRY_DISABLED=1 TURBO_NO_UPDATE_NOTIFIER=1 DO_NOT_TRACK=1
# Where the root command was typed: pnpm sets INIT_CWD anew in each app's folder, so a relative
# MOCK_DATA_SET would be read from there (apps/mock-api/src/db/data-set-folder.ts).
export TYPED_IN="${TYPED_IN:-${INIT_CWD:-$PWD}}"
exec turbo "$@"
