import fs from 'node:fs';
import readline from 'node:readline';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database, Db } from './client.ts';

/**
 * Backups of the site's database, the same for the embedded PGlite and PostgreSQL (so a backup of one restores into
 * the other: the way from the demo database to a production one). A backup is gzip'd JSON lines: a header with the
 * schema version, then every row of every table of the `public` schema (`row_to_json`, so PostgreSQL itself writes each
 * type, uploads' bytes included), then a trailer with each table's row count, without which a restore refuses the
 * file as cut short. Everything is read in one REPEATABLE READ transaction: a consistent picture while the site runs
 * on PostgreSQL. A restore writes everything in one transaction: it lands whole or not at all.
 */

const BACKUP_FORMAT = 'agaia-backup';
const BACKUP_VERSION = 1;
/** Rows read per query (keyset pages) and written per INSERT; tables of uploads (bytea) go ten at a time. */
const PAGE = 1000;
const BLOB_PAGE = 10;
/** An INSERT's JSON stops growing past this many characters (uploads are up to 5 MB each). */
const BATCH_CHARS = 16_000_000;

type Header = {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  database: Database['kind'];
  /** How many migrations the database had, and the last one's timestamp (drizzle's journal `when`). */
  schema: SchemaVersion;
};
type SchemaVersion = { migrations: number; last: number | null };
type Trailer = { end: true; counts: Record<string, number> };
export type BackupSummary = { schema: SchemaVersion; counts: Record<string, number> };

/** A backup that cannot be restored here, with the reason to show the operator. */
export class BackupError extends Error {}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function rows<T>(db: Pick<Db, 'execute'>, query: string): Promise<T[]> {
  const result = (await db.execute(sql.raw(query))) as unknown as { rows: T[] };
  return result.rows;
}

/** The migrations applied to this database (drizzle's own table). */
async function schemaVersion(db: Pick<Db, 'execute'>): Promise<SchemaVersion> {
  const [row] = await rows<{ migrations: number | string; last: number | string | null }>(
    db,
    'SELECT count(*) AS migrations, max(created_at) AS last FROM drizzle.__drizzle_migrations',
  );
  return { migrations: Number(row?.migrations ?? 0), last: row?.last == null ? null : Number(row.last) };
}

/**
 * Tables derived from the others, left out of backups and rebuilt after a restore: the statistics' daily counts
 * (their triggers count the restored rows anyway).
 */
const DERIVED_TABLES = ['stats_daily'];

/**
 * The tables of `public` (but the derived ones), each after the tables it references (so rows insert in order), with
 * their primary key.
 */
async function tablesInOrder(db: Pick<Db, 'execute'>) {
  const tables = await rows<{ name: string; pk: string | null; blobs: boolean }>(
    db,
    `SELECT c.relname AS name,
       (SELECT a.attname FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = i.indkey[0]
         WHERE i.indrelid = c.oid AND i.indisprimary AND i.indnatts = 1) AS pk,
       EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.atttypid = 'bytea'::regtype
         AND a.attnum > 0 AND NOT a.attisdropped) AS blobs
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname <> ALL (ARRAY[${DERIVED_TABLES.map((t) => `'${t}'`).join(', ')}])
     ORDER BY c.relname`,
  );
  const references = await rows<{ child: string; parent: string }>(
    db,
    `SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent FROM pg_constraint c
     JOIN pg_namespace n ON n.oid = c.connamespace WHERE c.contype = 'f' AND n.nspname = 'public'`,
  );
  const unquote = (name: string) => name.replace(/^"|"$/g, '');
  const ordered: typeof tables = [];
  const placed = new Set<string>();
  const visit = (table: (typeof tables)[number], path: Set<string>) => {
    if (placed.has(table.name) || path.has(table.name)) return;
    path.add(table.name);
    for (const ref of references.filter((r) => unquote(r.child) === table.name)) {
      const parent = tables.find((t) => t.name === unquote(ref.parent));
      if (parent) visit(parent, path);
    }
    placed.add(table.name);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

/** Writes a backup of the database to `file` (gzip'd JSON lines); answers what it holds. */
export async function writeBackup(
  database: Database,
  file: string,
  now = new Date(),
): Promise<BackupSummary> {
  const gzip = zlib.createGzip();
  const written = pipeline(gzip, fs.createWriteStream(file, { mode: 0o600 }));
  const line = (value: unknown) =>
    new Promise<void>((resolve, reject) =>
      gzip.write(`${JSON.stringify(value)}\n`, (error) => (error ? reject(error) : resolve())),
    );
  const summary = await database.db.transaction(
    async (tx) => {
      const schema = await schemaVersion(tx);
      const header: Header = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: now.toISOString(),
        database: database.kind,
        schema,
      };
      await line(header);
      const counts: Record<string, number> = {};
      for (const table of await tablesInOrder(tx)) {
        let count = 0;
        // Keyset pages by the primary key; a table without a single-column key is read in one go (they are small).
        let after: unknown = null;
        for (;;) {
          const where = table.pk && after !== null ? `WHERE ${quote(table.pk)} > ${sqlLiteral(after)}` : '';
          const size = table.blobs ? BLOB_PAGE : PAGE;
          const order = table.pk ? `ORDER BY ${quote(table.pk)} LIMIT ${size}` : '';
          const page = await rows<{ row: Record<string, unknown> }>(
            tx,
            `SELECT row_to_json(t) AS row FROM ${quote(table.name)} t ${where} ${order}`,
          );
          for (const { row } of page) await line({ table: table.name, row });
          count += page.length;
          if (!table.pk || page.length < size) break;
          after = page[page.length - 1]?.row[table.pk];
        }
        counts[table.name] = count;
      }
      const trailer: Trailer = { end: true, counts };
      await line(trailer);
      return { schema, counts };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  gzip.end();
  await written;
  return summary;
}

/** A key value as SQL text: numbers as they are, anything else as a quoted string. */
function sqlLiteral(value: unknown): string {
  if (typeof value === 'number') return String(value);
  return `'${String(value).replace(/'/g, "''")}'`;
}

/**
 * Restores a backup into this database (migrated to the code's schema first). Refuses a backup of a newer schema, a
 * file cut short, and a database that already holds accounts unless `replace` (then every table is emptied first).
 */
export async function restoreBackup(
  database: Database,
  file: string,
  options: { replace: boolean },
): Promise<BackupSummary> {
  await fs.promises.access(file, fs.constants.R_OK);
  const input = readline.createInterface({
    input: fs.createReadStream(file).pipe(zlib.createGunzip()),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  const lines = input[Symbol.asyncIterator]();
  const first = await lines.next().catch(() => ({ done: true, value: '' }));
  const header = parseLine(first.done ? '' : first.value) as Partial<Header> | undefined;
  if (header?.format !== BACKUP_FORMAT || typeof header.version !== 'number' || !header.schema)
    throw new BackupError(`${file} is not a backup of this site.`);
  if (header.version > BACKUP_VERSION)
    throw new BackupError('This backup was written by a newer version of the site: update the site first.');

  return database.db.transaction(async (tx) => {
    const here = await schemaVersion(tx);
    if (header.schema && header.schema.migrations > here.migrations)
      throw new BackupError(
        `This backup has a newer database schema (${header.schema.migrations} migrations) than this version of the site (${here.migrations}): update the site, then restore.`,
      );
    const tables = await tablesInOrder(tx);
    const occupied = await rows<{ name: string }>(
      tx,
      tables
        .map((t) => `SELECT '${t.name}' AS name WHERE EXISTS (SELECT 1 FROM ${quote(t.name)})`)
        .join(' UNION ALL '),
    );
    if (occupied.length > 0 && !options.replace)
      throw new BackupError(
        `The database is not empty (${occupied.map((t) => t.name).join(', ')}): restore into an empty one, or add --replace to empty it first (everything in it is lost).`,
      );
    if (options.replace && tables.length > 0)
      await tx.execute(
        sql.raw(`TRUNCATE ${tables.map((t) => quote(t.name)).join(', ')} RESTART IDENTITY CASCADE`),
      );

    const known = new Set(tables.map((t) => t.name));
    const counts: Record<string, number> = {};
    let batch: { table: string; rows: string[]; chars: number } | null = null;
    const flush = async () => {
      if (!batch || batch.rows.length === 0) return;
      // Only the backup's columns: a column added since the backup takes its default.
      const columns = sql.raw(
        Object.keys(JSON.parse(batch.rows[0] ?? '{}'))
          .map(quote)
          .join(', '),
      );
      const table = sql.raw(quote(batch.table));
      const json = `[${batch.rows.join(',')}]`;
      const into = batch.table;
      batch = null;
      await tx
        .execute(
          sql`INSERT INTO ${table} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${table}, ${json}::json)`,
        )
        .catch((error: unknown) => {
          // The driver's error quotes the statement and its rows: only PostgreSQL's own sentence is shown.
          const cause = (error as { cause?: { message?: string } }).cause;
          throw new BackupError(
            `Rows of ${into} could not be restored: ${cause?.message ?? 'the database refused them'}.`,
          );
        });
    };
    let trailer: Trailer | undefined;
    for await (const text of { [Symbol.asyncIterator]: () => lines }) {
      const entry = parseLine(text) as { table?: string; row?: Record<string, unknown> } & Partial<Trailer>;
      if (entry?.end) {
        trailer = entry as Trailer;
        break;
      }
      if (!entry?.table || !entry.row || !known.has(entry.table))
        throw new BackupError(`The backup holds a table this site does not have: ${String(entry?.table)}.`);
      if (batch && (batch.table !== entry.table || batch.rows.length >= PAGE || batch.chars >= BATCH_CHARS))
        await flush();
      batch ??= { table: entry.table, rows: [], chars: 0 };
      const row = JSON.stringify(entry.row);
      batch.rows.push(row);
      batch.chars += row.length;
      counts[entry.table] = (counts[entry.table] ?? 0) + 1;
    }
    await flush();
    if (!trailer) throw new BackupError('The backup is cut short (no end mark): nothing was restored.');
    for (const [table, count] of Object.entries(trailer.counts))
      if ((counts[table] ?? 0) !== count)
        throw new BackupError(`The backup is damaged: ${table} should hold ${count} rows.`);
    await resetSequences(tx);
    // The statistics' daily counts are derived from the rows (their triggers counted the restored rows on top).
    await tx.execute(sql`SELECT agaia_stats_rebuild()`);
    return { schema: header.schema as SchemaVersion, counts: trailer.counts };
  });
}

function parseLine(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new BackupError('The backup is damaged: a line is not JSON.');
  }
}

/** Every serial column's sequence continues after the restored rows' highest id. */
async function resetSequences(tx: Pick<Db, 'execute'>) {
  const serials = await rows<{ table: string; column: string }>(
    tx,
    `SELECT table_name AS table, column_name AS column FROM information_schema.columns
     WHERE table_schema = 'public' AND column_default LIKE 'nextval(%'`,
  );
  for (const { table, column } of serials) {
    await tx.execute(
      sql.raw(
        `SELECT setval(pg_get_serial_sequence('${quote(table).replace(/'/g, "''")}', '${column.replace(/'/g, "''")}'), COALESCE(MAX(${quote(column)}), 1), MAX(${quote(column)}) IS NOT NULL) FROM ${quote(table)}`,
      ),
    );
  }
}
