#!/usr/bin/env bash
# Starts (start) or stops (stop) a throw-away PostgreSQL server on 127.0.0.1 for the storage
# tests; resume starts a stopped one again with its data, restart restarts it (-m fast).
# Prints the connection URL on start. PostgreSQL refuses to run as root, so the cluster
# belongs to the postgres system user when the script runs as root.
set -euo pipefail

PGPORT=${TEST_PG_PORT:-54329}
PGDIR=${TEST_PG_DIR:-/tmp/acm-test-pg}
# Tests skip fsync for speed; the benchmark sets TEST_PG_DURABLE=1 to measure PostgreSQL's defaults.
if [ "${TEST_PG_DURABLE:-0}" = 1 ]; then DURABILITY=""; else DURABILITY="-c fsync=off -c synchronous_commit=off"; fi
BIN=$(dirname "$(ls /usr/lib/postgresql/*/bin/initdb | sort -V | tail -n 1)")

as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "${1:-start}" in
  start)
    if [ -f "$PGDIR/postmaster.pid" ]; then as_owner "$BIN/pg_ctl" -D "$PGDIR" -m immediate stop >/dev/null 2>&1 || true; fi
    rm -rf "$PGDIR"
    mkdir -p "$PGDIR"
    [ "$(id -u)" = 0 ] && chown postgres "$PGDIR"
    as_owner "$BIN/initdb" -D "$PGDIR" -U postgres --auth=trust -E UTF8 >/dev/null
    as_owner "$BIN/pg_ctl" -D "$PGDIR" -w -l "$PGDIR/server.log" \
      -o "-h 127.0.0.1 -p $PGPORT -k /tmp $DURABILITY" start >/dev/null
    as_owner "$BIN/createdb" -h 127.0.0.1 -p "$PGPORT" -U postgres acm_test
    echo "postgres://postgres@127.0.0.1:$PGPORT/acm_test"
    ;;
  stop)
    as_owner "$BIN/pg_ctl" -D "$PGDIR" -m fast stop >/dev/null 2>&1 || true
    ;;
  # For the outage tests (e2e/database-down.spec.ts): the same cluster, its data kept.
  resume)
    as_owner "$BIN/pg_ctl" -D "$PGDIR" -w -l "$PGDIR/server.log" \
      -o "-h 127.0.0.1 -p $PGPORT -k /tmp $DURABILITY" start >/dev/null
    ;;
  restart)
    as_owner "$BIN/pg_ctl" -D "$PGDIR" -w -m fast -l "$PGDIR/server.log" \
      -o "-h 127.0.0.1 -p $PGPORT -k /tmp $DURABILITY" restart >/dev/null
    ;;
esac
