#!/usr/bin/env bash
# `npm start`: build the production site, then serve it (server.mjs) on HOST:PORT (default
# 0.0.0.0:3000). The embedded SQLite store needs no set-up: migrations run when the server starts.
set -euo pipefail
cd "$(dirname "$0")/.."
npx next build
exec node server.mjs
