import type { KnipConfig } from 'knip';

/**
 * Unused files, exports and dependencies (`npm run lint:unused`, ADR 023). Knip reads the package.json scripts and the
 * tools' configs (Vite, Vitest and its projects, Playwright, Drizzle, Biome, dependency-cruiser) for most entries;
 * what only a shell script, a child process or a person starts is listed here. Tests, benches and e2e specs are
 * entries: an export they use is used.
 */
const config: KnipConfig = {
  workspaces: {
    '.': {
      // audit.mjs (npm run audit) and test-summary.mjs (.ci/run).
      entry: ['scripts/*.mjs'],
    },
    'apps/api': {
      entry: [
        // The fakes' servers, started by apps/web/e2e/start-server.sh and start-tera-server.sh.
        'test/fakes/*/main.ts',
        // Run by db/pglite.ts in a child process, and copied beside the compiled server by scripts/build.mjs.
        'src/db/pglite-initdb.mjs',
      ],
    },
    'apps/web': {
      entry: [
        // The page renderer (`vite build --ssr src/entry-server.tsx`), loaded by the api's platform/page-render.ts.
        'src/entry-server.tsx',
        // precompress.mjs (npm run build), subset-fonts.mjs (npm run fonts); the favicon and the social preview's
        // makers are run by hand.
        'scripts/*.mjs',
        // The SMTP server of the e2e site, started by e2e/start-server.sh.
        'e2e/smtp-sink.mjs',
      ],
    },
    'packages/contract': {
      // The contract is the two apps' private vocabulary, not a published package: an export of its entries that
      // neither app uses is dead too.
      includeEntryExports: true,
    },
  },
  // iproute2's socket statistics: first-start.test.ts reads the server's listen backlog with it.
  ignoreBinaries: ['ss'],
};

export default config;
