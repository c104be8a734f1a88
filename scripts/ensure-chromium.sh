#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium (never a downloaded browser). Install it when missing and we are root.
set -euo pipefail
CHROMIUM=/usr/bin/chromium
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Debian's Chromium is missing: installing it with apt-get (about 40 s)..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y -qq chromium >/dev/null 2>&1 || { apt-get update -qq >/dev/null && apt-get install -y -qq chromium >/dev/null; }
  [ -x "$CHROMIUM" ] && exit 0
fi
echo "The end-to-end tests need Debian's Chromium at $CHROMIUM: install it with 'sudo apt-get install -y chromium'." >&2
exit 1
