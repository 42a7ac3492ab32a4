#!/usr/bin/env bash
# Installs what the test suite needs from Debian's packages when it is missing:
# Chromium for Playwright (npx playwright install cannot download here) and PostgreSQL
# for the scale-out storage tests. Runs apt-get update at most once.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)

if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" != 0 ]; then
    echo "Missing system packages: ${missing[*]} (run as root or install them with apt-get)" >&2
    exit 1
  fi
  echo "Installing system packages: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" fonts-dejavu-core >/dev/null
fi
