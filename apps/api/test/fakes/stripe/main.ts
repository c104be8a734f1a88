// Runs the Stripe fake as a process (for the end-to-end tests): STRIPE_FAKE_PORT, WEBHOOK_URL, STRIPE_WEBHOOK_SECRET.
import { startStripeFake } from './server.ts';

const fake = await startStripeFake({
  port: Number(process.env.STRIPE_FAKE_PORT),
  webhookUrl: String(process.env.WEBHOOK_URL),
  webhookSecret: String(process.env.STRIPE_WEBHOOK_SECRET),
});
process.on('SIGTERM', () => void fake.close().then(() => process.exit(0)));
