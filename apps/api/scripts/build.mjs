// Compiles the server for production (docs/adr/012): src/main.ts and the contract's TypeScript (a workspace package
// that exports its source) bundled by esbuild into dist/server/main.js; every other package stays in node_modules,
// imported at run time as it is. Beside the bundle go the files the server reads at run time from its own directory:
// the SQL migrations and PGlite's initdb script. Takes a fraction of a second, so `npm start` runs it every time.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Two levels under apps/, as src/platform/ is: the web app's files are found at ../../../web from both.
const outDir = path.join(apiDir, 'dist', 'server');
const pkg = JSON.parse(fs.readFileSync(path.join(apiDir, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => name !== '@agaia/contract');

fs.rmSync(outDir, { recursive: true, force: true });
await build({
  absWorkingDir: apiDir,
  entryPoints: ['src/main.ts'],
  outfile: path.join(outDir, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  external,
  // Not minified, so stack traces name the functions; the map is there for `node --enable-source-maps` when wanted.
  sourcemap: 'linked',
  logLevel: 'warning',
});
fs.cpSync(path.join(apiDir, 'src/db/migrations'), path.join(outDir, 'migrations'), { recursive: true });
fs.copyFileSync(path.join(apiDir, 'src/db/pglite-initdb.mjs'), path.join(outDir, 'pglite-initdb.mjs'));
