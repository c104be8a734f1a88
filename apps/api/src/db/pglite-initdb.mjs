// Creates an embedded database directory (PostgreSQL's initdb) and exits: run by db/pglite.ts in a child process,
// because PGlite's initdb in the server's own process left about 100 MiB behind for good (docs/adr/012).
// Plain JavaScript so that node runs it as it is, beside the TypeScript sources and beside the compiled server alike.
// Usage: node pglite-initdb.mjs <directory> <start parameters as a JSON array>
import { PGlite } from '@electric-sql/pglite';

const [dataDir, startParams] = process.argv.slice(2);
if (!dataDir || !startParams) {
  console.error('usage: node pglite-initdb.mjs <directory> <start parameters as JSON>');
  process.exit(2);
}
const client = new PGlite({ dataDir, startParams: JSON.parse(startParams) });
await client.waitReady;
// A clean shutdown (a checkpoint), so the server opens a directory that needs no recovery.
await client.close();
