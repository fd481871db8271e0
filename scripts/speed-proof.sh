#!/usr/bin/env bash
# Issue 41's proof that no test depends on the machine's speed (docs/development.md, "The proof that no test
# depends on the machine's speed"): on a clean worktree of one commit, while another process keeps one core busy,
# run the README's test command and the PostgreSQL server pass side by side, round after round, and stop at the
# first failure. Every round's result goes to <out>/summary.txt; each log and a vmstat trace stay beside it.
#
#   scripts/speed-proof.sh <commit> [rounds=3] [out=/tmp/speed-proof]
#
# Run it from a clone of the repository, with nothing else heavy on the machine; it leaves nothing running.
set -uo pipefail
commit=${1:?usage: scripts/speed-proof.sh <commit> [rounds] [out]}
rounds=${2:-3}
out=${3:-/tmp/speed-proof}
repo=$(git rev-parse --show-toplevel)
tree="$out/tree"
mkdir -p "$out"
summary="$out/summary.txt"

pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null; done
  pkill -f "$tree/" 2>/dev/null
}
trap cleanup EXIT

echo "$(date -u +%FT%TZ) proof of $commit, $rounds rounds" >>"$summary"
git -C "$repo" worktree remove --force "$tree" 2>/dev/null
rm -rf "$tree"
git -C "$repo" worktree add -q --detach "$tree" "$commit" || exit 1
(cd "$tree" && npm ci --no-audit --no-fund >"$out/npm-ci.log" 2>&1) || {
  echo "npm ci failed: $out/npm-ci.log" >>"$summary"
  exit 1
}

node -e 'for(;;){}' &
pids+=($!)
vmstat 60 >"$out/vmstat.log" &
pids+=($!)

for round in $(seq 1 "$rounds"); do
  start=$SECONDS
  (cd "$tree" && npm run test:server:pg >"$out/round$round-pg.log" 2>&1) &
  pg=$!
  (cd "$tree" && npm test >"$out/round$round-test.log" 2>&1)
  test_status=$?
  wait "$pg"
  pg_status=$?
  echo "$(date -u +%FT%TZ) round $round: npm test exit $test_status, test:server:pg exit $pg_status, $((SECONDS - start)) s" >>"$summary"
  grep -hE "Test Files|Tests |passed|failed|flaky" "$out/round$round-test.log" "$out/round$round-pg.log" |
    sed 's/\x1b\[[0-9;]*m//g; s/^/    /' >>"$summary"
  if [ "$test_status" -ne 0 ] || [ "$pg_status" -ne 0 ]; then
    echo "round $round failed: its logs are $out/round$round-*.log" >>"$summary"
    exit 1
  fi
done
echo "$rounds green rounds in a row" >>"$summary"
git -C "$repo" worktree remove --force "$tree"
