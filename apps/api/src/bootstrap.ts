import type { FastifyBaseLogger } from 'fastify';
import { type Modules, seedDemo } from './modules.ts';
import type { Platform } from './platform/platform.ts';

/** Start-up chores after migrations: the configured administrator, and demo content in embedded mode. */
export async function bootstrap(
  house: { platform: Pick<Platform, 'config' | 'database'>; modules: Pick<Modules, 'accounts' | 'ordered'> },
  log: FastifyBaseLogger,
): Promise<void> {
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
  if (platform.database.kind === 'pglite') {
    for (const line of await seedDemo(modules)) log.info(`demo content: ${line}`);
  }
}
