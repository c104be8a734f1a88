// Runs the Twitch fake as a process (for the end-to-end tests): TWITCH_FAKE_PORT, TWITCH_CLIENT_ID, TWITCH_CLIENT_SECRET.
// Tests drive it over HTTP: POST /_fake/authorize-as {id, login, deny?}, /_fake/live {userId, gameId, title?},
// /_fake/offline {userId}, /_fake/chatters {broadcasterId, userIds}.
import { startTwitchFake } from './server.ts';

const fake = await startTwitchFake({
  port: Number(process.env.TWITCH_FAKE_PORT),
  clientId: String(process.env.TWITCH_CLIENT_ID),
  clientSecret: String(process.env.TWITCH_CLIENT_SECRET),
});
process.on('SIGTERM', () => void fake.close().then(() => process.exit(0)));
