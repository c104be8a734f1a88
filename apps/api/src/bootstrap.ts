import type { FastifyBaseLogger } from 'fastify';
import { seedDemo } from './seed/demo.ts';
import type { Services } from './services.ts';

/** Start-up chores after migrations: the configured administrator, and demo content in embedded mode. */
export async function bootstrap(services: Services, log: FastifyBaseLogger): Promise<void> {
  const admin = services.config.bootstrapAdmin;
  if (admin) {
    const created = await services.accounts.ensureAdmin({
      userName: admin.username,
      email: admin.email,
      password: admin.password,
    });
    if (created) log.info({ userName: admin.username }, 'created the administrator from ADMIN_USERNAME');
  }
  if (services.database.kind === 'pglite') {
    for (const line of await seedDemo(services)) log.info(`demo content: ${line}`);
  }
}
