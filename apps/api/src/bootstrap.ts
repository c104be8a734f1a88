import type { FastifyBaseLogger } from 'fastify';
import { createDemoAccounts, type DemoAccounts } from './demo.ts';
import { type Modules, seedDemo } from './modules.ts';
import type { Platform } from './platform/platform.ts';

/**
 * Start-up chores after migrations: the configured administrator, and in embedded mode demo content and, on the first
 * start with no ADMIN_* set, the demo accounts (answered, so that the start can print their passwords once).
 */
export async function bootstrap(
  house: {
    platform: Pick<Platform, 'config' | 'database' | 'db' | 'clock'>;
    modules: Pick<Modules, 'accounts' | 'ordered'>;
  },
  log: FastifyBaseLogger,
): Promise<DemoAccounts | null> {
  const { platform, modules } = house;
  const admin = platform.config.bootstrapAdmin;
  if (admin) {
    const created = await modules.accounts.ensureAdmin({
      userName: admin.username,
      email: admin.email,
      password: admin.password,
    });
    if (created) log.info({ userName: admin.username }, 'created the administrator from ADMIN_USERNAME');
  }
  if (platform.database.kind !== 'pglite') return null;
  for (const line of await seedDemo(modules)) log.info(`demo content: ${line}`);
  return createDemoAccounts(house);
}
