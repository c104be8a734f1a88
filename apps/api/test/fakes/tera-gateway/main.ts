// Runs the tera-api Gateway fake as a process (for the end-to-end tests): TERA_GATEWAY_FAKE_PORT, and
// TERA_GATEWAY_FAKE_DB_URL for its MariaDB/MySQL database (created with tera-api's tables if missing).
import { startTeraGatewayFake } from './server.ts';

const fake = await startTeraGatewayFake({
  port: Number(process.env.TERA_GATEWAY_FAKE_PORT),
  databaseUrl: process.env.TERA_GATEWAY_FAKE_DB_URL,
});
process.on('SIGTERM', () => void fake.close().then(() => process.exit(0)));
