import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const webRoot = path.join(repoRoot, 'apps/web');
const viteBin = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vite/package.json')),
  'bin/vite.js',
);

/**
 * A production build of the web app, browser and page renderer, made for a test file in its own folder (never
 * apps/web/dist, which may be missing or stale when the tests run). The folder is inside the repository's
 * node_modules/.cache so the renderer finds its libraries (react, react-router...) as it does in apps/web/dist-server.
 * Answers the browser build's folder (the renderer's is beside it) and the clean-up.
 */
export async function buildWebApp(): Promise<{ distDir: string; remove: () => void }> {
  const cache = path.join(repoRoot, 'node_modules/.cache');
  fs.mkdirSync(cache, { recursive: true });
  const root = fs.mkdtempSync(path.join(cache, 'agaia-web-build-'));
  const distDir = path.join(root, 'dist');
  const run = promisify(execFile);
  await run(process.execPath, [viteBin, 'build', '--outDir', distDir, '--logLevel', 'error'], {
    cwd: webRoot,
  });
  await run(
    process.execPath,
    [
      viteBin,
      'build',
      '--ssr',
      'src/entry-server.tsx',
      '--outDir',
      path.join(root, 'dist-server'),
      '--logLevel',
      'error',
    ],
    { cwd: webRoot },
  );
  return { distDir, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}
