#!/bin/sh
# Turbo sends telemetry and checks for updates unless told not to; this project never leaves loopback.
export TURBO_TELEMETRY_DISABLED=1 TURBO_NO_UPDATE_NOTIFIER=1 DO_NOT_TRACK=1
exec turbo "$@"
