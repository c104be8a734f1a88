import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';

/**
 * PGlite's own start parameters plus a smaller buffer pool. PostgreSQL's 128 MB default is allocated and zeroed
 * inside PGlite's WebAssembly memory, so it was resident from the first second: 145 MB of shared memory for a
 * database of a few tens of MB. At 16 MB the shared memory is 24 MB; pages past it come from the operating system's
 * file cache (docs/adr/012 has the figures). Given on the command line, not written into postgresql.conf, so the
 * value follows the code. Durability is untouched: PGlite's defaults (its -F included) stay as they are.
 */
export const PGLITE_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams,
  '-c',
  'shared_buffers=16MB',
];

// Beside this file in the sources, beside the bundle in dist (apps/api/scripts/build.mjs copies it there).
const INITDB_SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pglite-initdb.mjs');

/**
 * Makes sure dir holds an embedded database. A missing or empty dir is created by initdb in a short-lived child
 * process, in a staging directory renamed into place at the end, so a start that dies half-way leaves no half-made
 * database behind. A dir that already holds files is left to PGlite as before.
 */
export async function ensurePgliteDataDir(dir: string): Promise<void> {
  if (fs.existsSync(path.join(dir, 'PG_VERSION'))) return;
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) return;
  const staging = `${dir}.initdb`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  try {
    await promisify(execFile)(process.execPath, [
      INITDB_SCRIPT,
      staging,
      JSON.stringify(PGLITE_START_PARAMS),
    ]);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`could not create the embedded database in ${dir}${stderr ? `: ${stderr}` : ''}`, {
      cause: error,
    });
  }
  if (fs.existsSync(dir)) fs.rmdirSync(dir);
  fs.renameSync(staging, dir);
}
