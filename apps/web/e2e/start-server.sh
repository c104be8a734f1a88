#!/usr/bin/env bash
# Starts the site for the end-to-end tests the way a user does (npm start), on a fresh embedded database holding the
# accounts the specs log in with, and with a real SMTP server beside it whose mails land in $MAIL_DIR as JSON.
# Playwright passes PORT, HOST, DATA_DIR, SMTP_PORT, MAIL_DIR, STRIPE_FAKE_PORT and TWITCH_FAKE_PORT.
set -euo pipefail
# The specs' admins log in with a password only (two-factor has its own spec and API suite).
export ADMIN_TWO_FACTOR=optional
cd "$(dirname "$0")/../../.."
rm -rf "$DATA_DIR" "$MAIL_DIR"
node apps/web/e2e/smtp-sink.mjs &
sink=$!
# The Stripe fake: the real SDK talks to it, and its hosted page's Pay button posts a signed webhook to the site.
export STRIPE_SECRET_KEY=sk_test_e2e STRIPE_WEBHOOK_SECRET=whsec_e2e STRIPE_API_BASE="http://127.0.0.1:$STRIPE_FAKE_PORT"
WEBHOOK_URL="http://127.0.0.1:$PORT/api/stripe/webhook" node --import tsx apps/api/test/fakes/stripe/main.ts &
stripe=$!
# The Twitch fake: OAuth and Helix; the specs drive who is live and who chats through its /_fake/ controls.
export TWITCH_CLIENT_ID=e2e-client TWITCH_CLIENT_SECRET=e2e-secret TWITCH_GAME_ID=e2e-tera TWITCH_POLL_SECONDS=10
export TWITCH_API_BASE="http://127.0.0.1:$TWITCH_FAKE_PORT" TWITCH_AUTH_BASE="http://127.0.0.1:$TWITCH_FAKE_PORT"
node --import tsx apps/api/test/fakes/twitch/main.ts &
twitch=$!
trap 'kill $sink $stripe $twitch 2>/dev/null || true' EXIT
export SMTP_URL="smtp://127.0.0.1:$SMTP_PORT"
npm run --silent cli -- create-user --username e2e_player --email player@e2e.test --password player-pass --web-mgt 1
npm run --silent cli -- create-user --username e2e_admin --email admin@e2e.test --password admin-pass --web-mgt 2
npm run --silent cli -- create-user --username e2e_mod --email mod@e2e.test --password mod-pass --web-mgt 10
npm run --silent cli -- create-user --username e2e_steward --email steward@e2e.test --password steward-pass --web-mgt 3
npm run --silent cli -- create-user --username e2e_shopkeeper --email shop@e2e.test --password shop-pass --web-mgt 37
npm run --silent cli -- create-user --username e2e_editor --email editor@e2e.test --password editor-pass --web-mgt 7
npm run --silent cli -- create-user --username e2e_twitcher --email twitcher@e2e.test --password twitcher-pass --web-mgt 13
npm run --silent cli -- create-user --username e2e_writer --email writer@e2e.test --password writer-pass --web-mgt 11
# Statistics: Game and Payment Stats (17 × 19), and Game Stats alone.
npm run --silent cli -- create-user --username e2e_analyst --email analyst@e2e.test --password analyst-pass --web-mgt 323
npm run --silent cli -- create-user --username e2e_counter --email counter@e2e.test --password counter-pass --web-mgt 17
# Every permission (an administrator): the pt-BR phone sweep visits every admin section (languages-375.spec.ts).
npm run --silent cli -- create-admin --username e2e_root --email root@e2e.test --password root-pass
npm start
