import fs from 'node:fs';
import path from 'node:path';

/**
 * The embedded database allows one process at a time: two PGlite instances on one data directory corrupt it. Whoever
 * opens it (the server or the CLI) first takes `DATA_DIR/pglite.lock`, created exclusively with its pid; a second
 * process is refused with a sentence naming the first. A lock whose process is gone (a crash, a SIGKILL) is stale and
 * taken over.
 */

/** The embedded database is open in another process. */
export class DatabaseInUseError extends Error {}

type Holder = { pid: number; command: string; since: string };

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

function readHolder(file: string): Holder | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Holder;
  } catch {
    return undefined;
  }
}

/** Takes the lock of the embedded database under dataDir; answers the function that lets it go. */
export function lockDataDir(dataDir: string, command = process.argv.slice(1).join(' ')): () => void {
  const file = path.join(dataDir, 'pglite.lock');
  const me: Holder = { pid: process.pid, command: command.slice(0, 200), since: new Date().toISOString() };
  fs.mkdirSync(dataDir, { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(me), { flag: 'wx', mode: 0o600 });
      return () => {
        if (readHolder(file)?.pid === process.pid) fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(file);
    if (holder && holder.pid !== process.pid && isAlive(holder.pid))
      throw new DatabaseInUseError(
        `The embedded database in ${dataDir} is in use by process ${holder.pid} (${holder.command || 'unknown'}, since ${holder.since}). Stop it first, or run the site on PostgreSQL (DATABASE_URL) to use the CLI beside it.`,
      );
    // Left by a process that is gone (or unreadable): stale.
    fs.rmSync(file, { force: true });
  }
  throw new DatabaseInUseError(`Could not take the lock of the embedded database in ${dataDir}.`);
}
