#!/usr/bin/env bash
# Starts the site for the end-to-end tests the way a user does (npm start), on a fresh embedded database holding the
# accounts the specs log in with. Playwright passes PORT, HOST and DATA_DIR.
set -euo pipefail
cd "$(dirname "$0")/../../.."
rm -rf "$DATA_DIR"
npm run --silent cli -- create-user --username e2e_player --email player@e2e.test --password player-pass --web-mgt 1
npm run --silent cli -- create-user --username e2e_admin --email admin@e2e.test --password admin-pass --web-mgt 2
exec npm start
