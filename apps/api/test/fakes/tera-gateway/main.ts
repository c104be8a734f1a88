// Runs the tera-api Gateway fake as a process (for the end-to-end tests): TERA_GATEWAY_FAKE_PORT.
import { startTeraGatewayFake } from './server.ts';

const fake = await startTeraGatewayFake({ port: Number(process.env.TERA_GATEWAY_FAKE_PORT) });
process.on('SIGTERM', () => void fake.close().then(() => process.exit(0)));
