#!/usr/bin/env bash
# Starts the production server for the browser tests on a fresh temporary embedded database with
# the demo data and two known users (an admin and a non-admin), created before the server takes
# the database lock.
set -euo pipefail
cd "$(dirname "$0")/../.."
export DATA_DIR="${E2E_DATA_DIR:-$(mktemp -d /tmp/tyre-e2e-XXXXXX)}"
# No SMTP_URL: e-mails are written to $DATA_DIR/outbox; the browser tests read them from there.
unset SMTP_URL
echo "$DATA_DIR" > "/tmp/tyre-e2e-${PORT:-3210}.datadir"
export NODE_ENV=production
export AUTH_SECRET="e2e-secret-e2e-secret-e2e-secret-0123456789"
export PUBLIC_URL="http://127.0.0.1:${PORT:-3210}"
# The browser tests reserve many tyres from 127.0.0.1 with one phone number; production keeps
# the strict defaults (docs/decisions/012-reservation-limits.md).
export RESERVATION_LIMIT_PER_IP="${RESERVATION_LIMIT_PER_IP:-10000}"
export RESERVATION_LIMIT_PER_PHONE="${RESERVATION_LIMIT_PER_PHONE:-10000}"
export RESERVATION_LIMIT_PER_EMAIL="${RESERVATION_LIMIT_PER_EMAIL:-10000}"
export RESERVATION_ACTIVE_HOLDS="${RESERVATION_ACTIVE_HOLDS:-10000}"
# No proof of work from the second form of the day (tests/e2e/proof-of-work.spec.ts starts its own
# server with it on).
export PROOF_OF_WORK_FROM="${PROOF_OF_WORK_FROM:-0}"
# Every browser test is one client (127.0.0.1), and some send 50 requests at once on purpose: the
# per-client render share is tested on its own (tests/integration, bench).
export MAX_RENDERS_PER_CLIENT="${MAX_RENDERS_PER_CLIENT:-0}"
unset DATABASE_URL
# One JSON line per request would fill the browser tests' output: warnings and errors only.
export LOG_LEVEL="${LOG_LEVEL:-warn}"
# No nightly backup in the middle of the browser tests (tests/integration/scheduled-backup.test.ts
# runs it on its own).
export BACKUP_KEEP="${BACKUP_KEEP:-0}"
# The built server and CLI, as production runs them (built first when missing, as `npm start` does).
build_dir="${BUILD_DIR:-build}"
[ -f "$build_dir/server/index.js" ] || npx react-router build >/dev/null
cli="$build_dir/server/cli.js"
# The test accounts read the back-office in English (the browser tests assert its English texts);
# a real new account follows the browser until it chooses, and the language tests add their own.
printf '%s\n' 'admin-pass-123' | node "$cli" user:add --email admin@e2e.test --admin --name "E2E admin" --language en >/dev/null
printf '%s\n' 'clerk-pass-123' | node "$cli" user:add --email clerk@e2e.test --name "E2E clerk" --language en >/dev/null
exec node "$build_dir/server/index.js"
