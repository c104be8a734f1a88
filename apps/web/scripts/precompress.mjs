// Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the build, so the server sends them as they
// are (@fastify/static's preCompressed) instead of compressing on each request. Run after `vite build`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const TEXT = /\.(js|mjs|css|html|svg|json|xml|txt|webmanifest|map)$/;
// Smaller files gain nothing worth a second request path.
const MIN_BYTES = 1024;

let files = 0;
let raw = 0;
let brotli = 0;
for (const entry of fs.readdirSync(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !TEXT.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const content = fs.readFileSync(file);
  if (content.length < MIN_BYTES) continue;
  const br = zlib.brotliCompressSync(content, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: zlib.constants.Z_BEST_COMPRESSION }));
  files++;
  raw += content.length;
  brotli += br.length;
}
console.log(
  `precompressed ${files} files: ${Math.round(raw / 1024)} KB → ${Math.round(brotli / 1024)} KB with Brotli`,
);
