#!/usr/bin/env bash
# `npm start`: build the production site, then serve it on PORT (default 3000).
# The embedded SQLite store needs no set-up: migrations run when the server starts.
set -euo pipefail
cd "$(dirname "$0")/.."
npx next build
exec npx next start -p "${PORT:-3000}" -H "${HOST:-0.0.0.0}"
