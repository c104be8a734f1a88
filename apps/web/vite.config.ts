import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = 'http://127.0.0.1:3000';
const SIDE_EFFECT_FREE =
  /[\\/]packages[\\/]contract[\\/]src[\\/]|[\\/]src[\\/]features[\\/][^\\/]+[\\/](admin[\\/])?index\.ts$/;

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  // Lightning CSS (Vite's own minifier) also compiles the CSS modules, `composes` from shared files included.
  css: { transformer: 'lightningcss' },
  build: {
    outDir: isSsrBuild ? 'dist-server' : 'dist',
    assetsDir: 'assets',
    copyPublicDir: !isSsrBuild,
    emptyOutDir: true,
    // dist/.vite/manifest.json: the chunk graph the bundle budget test follows (src/bundle-budget.test.ts) and the
    // server reads to preload a rendered page's own chunk and styles.
    manifest: !isSsrBuild,
    rolldownOptions: {
      treeshake: {
        // Modules that only declare: the contract's schemas, and the features' public entries (re-exports only). So
        // a chunk gets the schemas and the feature modules it uses, not every one its import graph passes through:
        // the start bundle carries neither the admin's schemas nor the profile's components. Any other module keeps
        // the default (its package.json `sideEffects`, else true).
        moduleSideEffects: (id: string) => (SIDE_EFFECT_FREE.test(id) ? false : undefined),
      },
      output: {
        // The page renderer is loaded by name (apps/api's page renderer), the browser's entry by its hash.
        entryFileNames: isSsrBuild ? '[name].js' : 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        // The libraries every page starts with, each in its own chunk, so a deploy of the app's code leaves them cached.
        // The page renderer splits at the app's own lazy imports: what it never renders (the admin, the profile, the
        // particles, confetti) is never loaded into the server.
        codeSplitting: isSsrBuild
          ? true
          : {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
                { name: 'i18next', test: /node_modules[\\/]i18next[\\/]/ },
                // Every other module a page starts with, in one chunk: as separate small chunks (a page started with
                // 17 files) each paid its own import and export lines and its own compression (−4.6 KB on /, issue 31).
                { name: 'start', tags: ['$initial'] },
              ],
            },
      },
    },
  },
  // The page renderer (`vite build --ssr src/entry-server.tsx`, into dist-server) bundles the contract, which is
  // TypeScript source, and the icons it draws: lucide-react's package entry would load every icon, 7 MB of the
  // server's heap. The other libraries stay in node_modules.
  ssr: { noExternal: ['@agaia/contract', 'lucide-react'] },
  server: { proxy: { '/api': { target: apiTarget, changeOrigin: false } } },
  preview: { proxy: { '/api': { target: apiTarget, changeOrigin: false } } },
}));
