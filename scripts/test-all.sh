#!/usr/bin/env bash
# npm test: type check, lint and formatting, production build (the crash test and the browser tests
# start it), unit + integration tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), then
# the browser tests in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
node scripts/require-node.mjs

chromium_bin="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$chromium_bin" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Chromium not found: installing Debian's chromium package..."
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "Chromium is needed for the browser tests: run 'sudo apt-get install chromium' (or set CHROMIUM_PATH)." >&2
    exit 1
  fi
fi
if ! command -v xmllint >/dev/null || ! command -v openssl >/dev/null; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "xmllint or openssl not found: installing Debian's libxml2-utils and openssl packages..."
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libxml2-utils openssl >/dev/null
  else
    echo "The VERI*FACTU tests need xmllint and openssl: run 'sudo apt-get install libxml2-utils openssl'." >&2
    exit 1
  fi
fi

echo "== Type check"
npx react-router typegen >/dev/null
npx tsc

echo "== Lint and formatting"
npx eslint .
npx prettier --check --log-level warn .

echo "== Rooms: no import circle, no import that points up (.dependency-cruiser.cjs)"
npx depcruise app --config .dependency-cruiser.cjs

echo "== Production build"
npx react-router build >/dev/null

echo "== Unit and integration tests (${TEST_DATABASE_URL:+PostgreSQL + }PGlite)"
npx vitest run

echo "== Browser tests"
npx playwright test
