#!/usr/bin/env bash
# Runs a command on a slower host of the same kind: every process it starts shares a CPU quota of
# FRACTION of the machine's cores (a cgroup's cpu.max, or cpu.cfs_quota_us on cgroup v1), as root.
# A quota of a third brings a host of Lighthouse benchmarkIndex ~3,600 to about 1,100; the benches
# print the index they measured inside it.
#
#   sudo bash scripts/slow-host.sh 0.33 -- pnpm -C bench mixed-load
#   sudo bash scripts/slow-host.sh 0.33 -- bash .ci/run
set -euo pipefail

usage() {
  echo "usage: bash scripts/slow-host.sh FRACTION -- COMMAND [ARGS...]   (FRACTION of the cores, 0.05 to 1)" >&2
  exit 2
}
[[ $# -ge 3 && $2 == "--" ]] || usage
fraction=$1
shift 2
[[ $fraction =~ ^(0?\.[0-9]+|1(\.0+)?)$ ]] || usage
[[ $(id -u) == 0 ]] || { echo "slow-host: a CPU quota needs root" >&2; exit 2; }

# A short period spreads the quota evenly: a 100 ms period lets a process run at full speed, then
# stops it for most of the period, which no slower CPU does.
period_us=10000
quota_us=$(awk -v f="$fraction" -v p="$period_us" -v n="$(nproc)" 'BEGIN { q = int(f * p * n); if (q < 1000) q = 1000; print q }')
[[ $(awk -v f="$fraction" 'BEGIN { print (f >= 0.05 && f <= 1) }') == 1 ]] || usage

name="slow-host-$$"
if [[ -f /sys/fs/cgroup/cgroup.controllers ]]; then
  # cgroup v2: the cpu controller must be on for the root's children.
  group="/sys/fs/cgroup/$name"
  grep -qw cpu /sys/fs/cgroup/cgroup.subtree_control || echo +cpu > /sys/fs/cgroup/cgroup.subtree_control
  mkdir "$group"
  echo "$quota_us $period_us" > "$group/cpu.max"
elif [[ -d /sys/fs/cgroup/cpu ]]; then
  group="/sys/fs/cgroup/cpu/$name"
  mkdir "$group"
  echo "$period_us" > "$group/cpu.cfs_period_us"
  echo "$quota_us" > "$group/cpu.cfs_quota_us"
else
  echo "slow-host: no cgroup CPU controller on this machine" >&2
  exit 2
fi
# The group goes when the command ends, its processes moved out first (a group in use cannot go).
cleanup() {
  local root
  root=$(dirname "$group")
  while read -r pid; do echo "$pid" > "$root/cgroup.procs" 2>/dev/null || true; done < "$group/cgroup.procs"
  rmdir "$group" 2>/dev/null || true
}
trap cleanup EXIT
echo "slow-host: $fraction of $(nproc) cores (${quota_us} µs every ${period_us} µs) for: $*" >&2
echo $$ > "$group/cgroup.procs"
"$@"
