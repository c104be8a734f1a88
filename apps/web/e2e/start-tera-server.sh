#!/usr/bin/env bash
# A second site for the game-integration specs: GAME_BACKEND=tera-api against the tera-api Gateway fake, whose tables
# live in a fresh MariaDB database (TERA_E2E_DB_URL). It serves the web app the first e2e server built (it waits for
# that server), from its own embedded database. Playwright passes PORT, HOST, DATA_DIR, TERA_FAKE_PORT,
# TERA_CONTROL_PORT, STRIPE_FAKE_PORT, TWITCH_FAKE_PORT, TERA_E2E_DB_URL and WAIT_FOR (the first server's health URL).
set -euo pipefail
# The specs' admins log in with a password only (two-factor has its own spec and API suite).
export ADMIN_TWO_FACTOR=optional
cd "$(dirname "$0")/../../.."
bash scripts/ensure-mariadb.sh
rm -rf "$DATA_DIR"
export TERA_GATEWAY_FAKE_PORT="$TERA_FAKE_PORT" TERA_GATEWAY_FAKE_CONTROL_PORT="$TERA_CONTROL_PORT"
export TERA_GATEWAY_FAKE_DB_URL="$TERA_E2E_DB_URL" TERA_GATEWAY_FAKE_FRESH=1
export TERA_GATEWAY_FAKE_BOXES='[{"id":41,"title":"Starter box","days":30,"items":[{"itemTemplateId":8001,"boxItemId":101,"boxItemCount":3}]}]'
node --import tsx apps/api/test/fakes/tera-gateway/main.ts &
gateway=$!
export STRIPE_SECRET_KEY=sk_test_e2e STRIPE_WEBHOOK_SECRET=whsec_e2e STRIPE_API_BASE="http://127.0.0.1:$STRIPE_FAKE_PORT"
WEBHOOK_URL="http://127.0.0.1:$PORT/api/stripe/webhook" node --import tsx apps/api/test/fakes/stripe/main.ts &
stripe=$!
export TWITCH_CLIENT_ID=e2e-client TWITCH_CLIENT_SECRET=e2e-secret TWITCH_GAME_ID=e2e-tera TWITCH_POLL_SECONDS=10
export TWITCH_API_BASE="http://127.0.0.1:$TWITCH_FAKE_PORT" TWITCH_AUTH_BASE="http://127.0.0.1:$TWITCH_FAKE_PORT"
node --import tsx apps/api/test/fakes/twitch/main.ts &
twitch=$!
trap 'kill $gateway $stripe $twitch 2>/dev/null || true' EXIT
export GAME_BACKEND=tera-api TERA_GATEWAY_URL="http://127.0.0.1:$TERA_FAKE_PORT" TERA_DB_URL="$TERA_E2E_DB_URL"
for _ in $(seq 1 60); do curl -sf "$TERA_GATEWAY_URL/serverApi/ListServers" >/dev/null && break; sleep 1; done
# The first e2e server builds the web app (npm start); serve what it built.
for _ in $(seq 1 170); do curl -sf "$WAIT_FOR" >/dev/null && break; sleep 1; done
npm run --silent cli -- create-user --username e2egamer --email gamer@e2e.test --password gamer-pass-1 --web-mgt 1
npm run --silent cli -- create-user --username e2ewarden --email warden@e2e.test --password warden-pass-1 --web-mgt 10
npm run --silent cli -- create-user --username e2ekeeper --email keeper@e2e.test --password keeper-pass-1 --web-mgt 1147
npm run --silent cli -- create-user --username e2edrops --email drops@e2e.test --password drops-pass-1 --web-mgt 13
npm run --silent start -w apps/api
