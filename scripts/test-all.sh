#!/usr/bin/env bash
# npm test: type check, lint and formatting, production build (the crash test and the browser tests
# start it), unit + integration tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), then
# the browser tests in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
node scripts/require-node.mjs

# The browser tests drive Debian's Chromium headless shell when it is there (tests/helpers/chromium.ts),
# else Debian's Chromium browser; CHROMIUM_PATH names another binary.
if [ -n "${CHROMIUM_PATH:-}" ]; then
  [ -x "$CHROMIUM_PATH" ] || { echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable." >&2; exit 1; }
elif [ ! -x /usr/bin/chromium-headless-shell ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Chromium's headless shell not found: installing Debian's chromium and chromium-headless-shell packages..."
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell >/dev/null
  elif [ ! -x /usr/bin/chromium ]; then
    echo "Chromium is needed for the browser tests: run 'sudo apt-get install chromium chromium-headless-shell' (or set CHROMIUM_PATH)." >&2
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

# Runs its commands at once, each with its output kept apart and printed whole when all have ended,
# and fails if any failed. On two cores the type check and the linter (each one busy core) take
# about as long together as the longer alone; so do the formatting check and the build.
together() {
  local dir failed=0 i
  dir=$(mktemp -d)
  local pids=()
  i=0
  for cmd in "$@"; do
    bash -c "$cmd" >"$dir/$i" 2>&1 &
    pids+=("$!")
    i=$((i + 1))
  done
  i=0
  for cmd in "$@"; do
    if ! wait "${pids[$i]}"; then
      failed=1
      echo "FAILED: $cmd"
    fi
    cat "$dir/$i"
    i=$((i + 1))
  done
  rm -rf "$dir"
  return "$failed"
}

# Each step says when it starts (seconds since npm test began), and the end says the whole time: where
# the suite's time goes is read off any run's log.
step() { echo "== $1 (at ${SECONDS} s)"; }
trap 'echo "npm test: ${SECONDS} s in all"' EXIT

step "Type check, lint"
npx react-router typegen >/dev/null
together "npx tsc" "npx eslint ."

step "Formatting, rooms (no import circle, no import that points up: .dependency-cruiser.cjs), production build"
together "npx prettier --check --log-level warn ." "npx depcruise app --config .dependency-cruiser.cjs" "npx react-router build >/dev/null"

step "Unit and integration tests (${TEST_DATABASE_URL:+PostgreSQL + }PGlite)"
npx vitest run

step "Browser tests"
npx playwright test
