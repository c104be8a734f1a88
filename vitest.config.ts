import { defineConfig } from 'vitest/config';

// The api suite runs on embedded PGlite always, and again on a real PostgreSQL when TEST_DATABASE_URL is set (CI).
const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'apps/web',
      {
        extends: './apps/api/vitest.config.ts',
        root: './apps/api',
        test: { name: 'api (pglite)', env: { TEST_DATABASE_URL: '' } },
      },
      ...(postgresUrl
        ? [
            {
              extends: './apps/api/vitest.config.ts',
              root: './apps/api',
              test: { name: 'api (postgresql)', env: { TEST_DATABASE_URL: postgresUrl } },
            },
          ]
        : []),
    ],
  },
});
