import { parseArgs } from 'node:util';
import { ALL_PRIMES, accountRulesFor, type GameBackend, INT32_MAX, isValidWebMgt } from '@agaia/contract';
import { pino } from 'pino';
import { ConfigError, loadConfig } from './config.ts';
import { BackupError, restoreBackup, writeBackup } from './db/backup.ts';
import { type Database, openDatabase } from './db/client.ts';
import { DatabaseInUseError } from './db/pglite-lock.ts';
import { refuseStaffLookAlike } from './features/accounts/accounts.module.ts';
import { createModules, seedDemo } from './modules.ts';
import { AppError } from './platform/errors.ts';
import { createPlatform } from './platform/platform.ts';

const USAGE = `Usage: npm run cli -- <command> [options]

Commands:
  migrate                                  apply pending database migrations
  create-admin --username U --email E --password P
                                           create an administrator (every web permission, privilege 32)
  create-user --username U --email E --password P [--web-mgt N] [--privilege N]
                                           create an account with the given web permissions (default none)
  seed-demo                                add demo content to the tables that are still empty
  backup FILE                              write every table to FILE (gzip'd JSON lines with the schema version);
                                           on PostgreSQL it may run beside the site
  restore FILE [--replace]                 restore a backup into an empty database; --replace empties one first
                                           (everything in it is lost); refuses a backup of a newer schema
  import-game-accounts                     (GAME_BACKEND=tera-api) add a site account for every game account the
                                           site does not have: name, email (unconfirmed) and register time, no
                                           password; each player's first login checks the game password

The database is DATABASE_URL when set, else the embedded one under DATA_DIR (default ./data).`;

class UsageError extends Error {}

const cliLogger = pino({ level: 'warn' });

const ACCOUNT_OPTIONS = {
  username: { type: 'string' },
  email: { type: 'string' },
  password: { type: 'string' },
  'web-mgt': { type: 'string' },
  privilege: { type: 'string' },
} as const;

function parseAccount(args: string[], allowPermissions: boolean, backend: GameBackend) {
  const rules = accountRulesFor(backend);
  const { values } = parseArgs({ args, options: ACCOUNT_OPTIONS, strict: true, allowPositionals: false });
  if (!allowPermissions && (values['web-mgt'] !== undefined || values.privilege !== undefined)) {
    throw new UsageError(
      'create-admin takes no --web-mgt or --privilege: an administrator holds every permission.',
    );
  }
  const fields = [
    ['--username', rules.userName, values.username],
    ['--email', rules.email, values.email],
    ['--password', rules.password, values.password],
  ] as const;
  const parsed: string[] = [];
  for (const [flag, schema, value] of fields) {
    if (value === undefined) throw new UsageError(`${flag} is required.`);
    const result = schema.safeParse(value);
    if (!result.success) throw new UsageError(`${flag}: ${result.error.issues[0]?.message ?? 'is invalid'}`);
    parsed.push(result.data);
  }
  const [userName = '', email = '', password = ''] = parsed;
  return {
    userName,
    email,
    password,
    webMgt: webMgtOption(values['web-mgt']),
    privilege: optionalWholeNumber('--privilege', values.privilege, INT32_MAX),
  };
}

/** --web-mgt: 0, 1 or a product of distinct permission primes, as the admin API accepts. */
function webMgtOption(value: string | undefined): number | undefined {
  const webMgt = optionalWholeNumber('--web-mgt', value);
  if (webMgt !== undefined && !isValidWebMgt(webMgt))
    throw new UsageError(
      `--web-mgt must be 0, 1 or a product of distinct permission primes (${ALL_PRIMES.join(', ')}).`,
    );
  return webMgt;
}

function optionalWholeNumber(
  flag: string,
  value: string | undefined,
  max = Number.MAX_SAFE_INTEGER,
): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) > max) {
    throw new UsageError(`${flag} must be a whole number from 0 to ${max}.`);
  }
  return Number(value);
}

async function run(argv: string[]): Promise<string> {
  const [command, ...args] = argv;
  const commands = [
    'migrate',
    'create-admin',
    'create-user',
    'seed-demo',
    'import-game-accounts',
    'backup',
    'restore',
  ];
  if (!command || !commands.includes(command)) {
    throw new UsageError(command ? `Unknown command: ${command}` : 'No command given.');
  }
  if (['migrate', 'seed-demo', 'import-game-accounts'].includes(command) && args.length > 0) {
    throw new UsageError(`${command} takes no arguments.`);
  }
  const backupArgs = command === 'backup' || command === 'restore' ? parseBackup(command, args) : null;
  const config = loadConfig();
  const account =
    command === 'create-admin' || command === 'create-user'
      ? parseAccount(args, command === 'create-user', config.GAME_BACKEND)
      : null;

  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  let modules: ReturnType<typeof createModules> | undefined;
  let platform: ReturnType<typeof createPlatform> | undefined;
  try {
    await database.migrate();
    if (backupArgs) return await backupCommand(database, command, backupArgs);
    platform = createPlatform({ config, database }, cliLogger);
    modules = createModules(platform);
    if (command === 'migrate') return 'Migrations are up to date.';
    if (command === 'import-game-accounts') return await importGameAccounts(modules, config.GAME_BACKEND);
    if (command === 'seed-demo') {
      const added = await seedDemo(modules);
      return added.length
        ? `Seeded: ${added.join('; ')}`
        : 'Nothing to seed: the demo tables already hold data.';
    }
    if (!account) throw new UsageError('No account given.');
    // As on the register form: no name that reads like a staff member's (the same name is answered below).
    await refuseStaffLookAlike(platform.db, account.userName, 'username');
    if (command === 'create-admin') {
      const created = await modules.accounts.ensureAdmin(account);
      if (!created)
        throw new AppError(409, `An account named ${account.userName} or using ${account.email} exists.`);
      return `Administrator ${account.userName} created with every web permission.`;
    }
    const row = await modules.accounts.create({ ...account, isEmailConfirmed: true });
    return `Account ${row.userName} created (accountDBID ${row.accountDBID}, webMgt ${row.webMgt}).`;
  } finally {
    await modules?.game.close();
    // An open Redis connection (REDIS_URL) would keep the process alive after its answer.
    platform?.redis?.disconnect();
    await database.close();
  }
}

function parseBackup(command: string, args: string[]) {
  const { values, positionals } = parseArgs({
    args,
    options: { replace: { type: 'boolean' } },
    strict: true,
    allowPositionals: true,
  });
  if (positionals.length !== 1) throw new UsageError(`${command} takes one FILE.`);
  if (command === 'backup' && values.replace) throw new UsageError('backup takes no --replace.');
  return { file: positionals[0] as string, replace: values.replace === true };
}

async function backupCommand(database: Database, command: string, args: { file: string; replace: boolean }) {
  const started = Date.now();
  try {
    const summary =
      command === 'backup'
        ? await writeBackup(database, args.file)
        : await restoreBackup(database, args.file, { replace: args.replace });
    const rows = Object.values(summary.counts).reduce((sum, count) => sum + count, 0);
    const accounts = summary.counts.accounts ?? 0;
    const verb = command === 'backup' ? 'Backed up' : 'Restored';
    return `${verb} ${rows} rows of ${Object.keys(summary.counts).length} tables (${accounts} accounts, schema of ${summary.schema.migrations} migrations) ${command === 'backup' ? 'to' : 'from'} ${args.file} in ${((Date.now() - started) / 1000).toFixed(1)} s.`;
  } catch (error) {
    if (error instanceof BackupError) throw new AppError(400, error.message);
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new AppError(400, `${args.file} does not exist.`);
    throw error;
  }
}

/** Pages through tera-api's accounts and adds the ones the site does not have; says what it did. */
async function importGameAccounts(modules: ReturnType<typeof createModules>, backend: GameBackend) {
  if (backend !== 'tera-api')
    throw new UsageError(
      'import-game-accounts needs GAME_BACKEND=tera-api with TERA_GATEWAY_URL and TERA_DB_URL.',
    );
  let afterId = 0;
  let seen = 0;
  let added = 0;
  const skipped: string[] = [];
  for (;;) {
    const page = await modules.game.listAccounts(afterId, 500);
    if (page.length === 0) break;
    const result = await modules.accounts.importGameAccounts(page);
    seen += page.length;
    added += result.added;
    skipped.push(...result.skipped);
    afterId = page[page.length - 1]?.accountDBID ?? afterId;
  }
  const lines = [
    `Read ${seen} game accounts: ${added} added, ${seen - added - skipped.length} already on the site, ${skipped.length} skipped.`,
    ...skipped.map((line) => `  skipped ${line}`),
  ];
  return lines.join('\n');
}

run(process.argv.slice(2)).then(
  (message) => {
    console.log(message);
  },
  (error: unknown) => {
    if (error instanceof UsageError || (error instanceof TypeError && 'code' in error)) {
      console.error(`${error.message}\n\n${USAGE}`);
      process.exitCode = 2;
    } else if (
      error instanceof ConfigError ||
      error instanceof AppError ||
      error instanceof DatabaseInUseError
    ) {
      console.error(error.message);
      process.exitCode = 1;
    } else {
      // A query error's text quotes the statement and its values (rows, hashes): PostgreSQL's own sentence only.
      const cause = (error as { cause?: { message?: string; code?: string } }).cause;
      console.error(
        cause?.code
          ? `The command failed: ${cause.message} (SQLSTATE ${cause.code})`
          : `The command failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      process.exitCode = 1;
    }
  },
);
