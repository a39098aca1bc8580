import { defineConfig } from 'vitest/config';

// Server tests run once on PGlite and, when TEST_DATABASE_URL is set, again on PostgreSQL.
const serverTests = ['tests/server/**/*.test.ts'];
const pgUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on the 2-core CI machine, one test file
    // at a time while the server tests mostly wait on their database. Journeys stay one at a time
    // (fileParallelism: false below).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'workers/**/*.test.ts',
            'sw/**/*.test.ts',
            'browser-storage/**/*.test.ts',
            'build/**/*.test.ts',
            'tests/architecture/**/*.test.ts',
            'tests/storage/**/*.test.ts',
            // The print file needs no database: once, not once per database.
            'tests/print/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'server-pglite',
          include: serverTests,
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(pgUrl
        ? [
            {
              extends: true as const,
              test: {
                name: 'server-postgres',
                include: serverTests,
                env: { TEST_DB: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      // Browser journeys need the production build; tests/runAll.ts builds first and sets E2E=1.
      ...(process.env.E2E === '1'
        ? [
            {
              extends: true as const,
              test: {
                name: 'e2e',
                include: ['tests/e2e/**/*.test.ts'],
                testTimeout: 60_000,
                hookTimeout: 120_000,
                fileParallelism: false,
              },
            },
          ]
        : []),
    ],
  },
});
