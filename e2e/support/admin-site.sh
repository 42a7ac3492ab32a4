#!/usr/bin/env bash
# The organiser-area server of the end-to-end suite (e2e/support/web-servers.ts): a fresh database,
# the suite's users created with the real CLI (npm run admin -- create-user), then the build
# served by its production entry point (server.mjs) on 127.0.0.1:<port>.
set -euo pipefail
port="$1"
file="${DATABASE_URL#file:}"
rm -f "$file" "$file-wal" "$file-shm"
create() {
  printf '%s' "$E2E_ADMIN_PASSWORD" | npx tsx --conditions=react-server scripts/admin.ts create-user --email "$1" --name "$2" --role "$3" --password-stdin
}
create org@e2e.test 'Ori Organiser' organiser
create gate@e2e.test 'Gbenga Gate' gate
create locked@e2e.test 'Lola Lockout' organiser
HOST=127.0.0.1 PORT="$port" exec node server.mjs
