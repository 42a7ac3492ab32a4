#!/usr/bin/env bash
# Installs what the test suite needs from Debian's packages when it is missing:
# Chromium for Playwright (npx playwright install cannot download here) and PostgreSQL
# for the scale-out storage tests, nginx for the production topology, xmllint for the sitemap's
# schema validation, poppler's tools for the PDFs' tests. Runs apt-get update at most once.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
# nginx for the production topology (npm run topology, e2e/topology.spec.ts); the light build
# has the proxy, cache and gzip modules the configuration uses.
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx-light)
# xmllint validates the sitemap against the sitemaps.org schema (lib/testing/sitemap-schema.ts).
command -v xmllint >/dev/null 2>&1 || missing+=(libxml2-utils)
# pdffonts and pdftotext: the PDFs' tests check every font is embedded (scripts/lib/pdf-fonts.mjs).
command -v pdffonts >/dev/null 2>&1 || missing+=(poppler-utils)

if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" != 0 ]; then
    echo "Missing system packages: ${missing[*]} (run as root or install them with apt-get)" >&2
    exit 1
  fi
  echo "Installing system packages: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" fonts-dejavu-core >/dev/null
  # Debian starts the nginx service on installation (port 80, every address); the site's tools
  # run their own nginx on loopback only.
  if [[ " ${missing[*]} " == *" nginx-light "* ]]; then
    service nginx stop >/dev/null 2>&1 || nginx -s quit >/dev/null 2>&1 || true
  fi
fi
