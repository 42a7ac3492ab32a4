#!/usr/bin/env bash
# The whole test suite, as the README's quick start runs it: system packages, lint, types,
# unit and component tests, a production build and the end-to-end suite in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

started=$(date +%s)
step() { printf '\n=== %s (%ss)\n' "$1" "$(( $(date +%s) - started ))"; }

step "system packages"
bash scripts/ensure-system-deps.sh

step "postgresql"
export TEST_POSTGRES_URL
TEST_POSTGRES_URL=$(bash scripts/test-postgres.sh start)
trap 'bash scripts/test-postgres.sh stop' EXIT
echo "$TEST_POSTGRES_URL"

step "lint and typecheck"
# tsc runs beside the linters: each is one single-threaded process, and the machine has two cores.
npx next typegen >/dev/null
typecheck_log=$(mktemp)
npx tsc --noEmit >"$typecheck_log" 2>&1 &
typecheck=$!
npx eslint . --max-warnings=0
# One formatter (.prettierrc.json): a file it would change fails the suite.
npx prettier --check .
# Unused files, exports and dependencies, and packages used but not listed (knip.ts).
npx knip
# Every path README.md and docs/ name exists (scripts/lib/doc-paths.mjs says what a path is).
node scripts/check-doc-paths.mjs
# No two folders of lib/ import each other, directly or around a loop (scripts/check-cycles.mjs).
node scripts/check-cycles.mjs

if ! wait "$typecheck"; then
  cat "$typecheck_log"
  exit 1
fi
echo "tsc: no type errors"

step "unit and component tests"
# Two workers on a two-core machine: jest's default leaves one core to itself, and the suites
# spend much of their time waiting on the databases.
npx jest --ci --maxWorkers=2

step "production build"
npx next build
node scripts/empty-app.mjs build

step "end-to-end tests"
npx playwright test

step "topology fault tests"
# nginx in front of two instances on one PostgreSQL: kill -9, a database restart, a rolling
# restart, the limits across instances, the mail provider down (scripts/topology-faults.mjs).
node scripts/topology-faults.mjs

step "done"
