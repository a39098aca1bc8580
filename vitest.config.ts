import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;

// Server tests run once on PGlite and, when TEST_DATABASE_URL is set, again on PostgreSQL.
const serverTests = ['tests/server/**/*.test.ts'];
const unitTests = [
  'src/**/*.test.{ts,tsx}',
  'workers/**/*.test.ts',
  'sw/**/*.test.ts',
  'browser-storage/**/*.test.ts',
  'build/**/*.test.ts',
  'tests/architecture/**/*.test.ts',
  'tests/storage/**/*.test.ts',
  // The print file needs no database: once, not once per database.
  'tests/print/**/*.test.ts',
];
const pgUrl = process.env.TEST_DATABASE_URL;

function testFilesUnder(dir: string): string[] {
  const entries = readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/*
 * Test files share their worker's modules (isolate: false): importing the server or the app's
 * module graph again for each of ~400 files was over half of the unit and server step (~2 s a
 * file). A file that mocks a module (vi.mock) would leave its mock to the next file in the
 * worker, so those run isolated, in their own projects.
 */
const mocksModules = (file: string) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(file, 'utf8'));
const mocking = ['src', 'workers', 'sw', 'browser-storage', 'build', 'tests']
  .flatMap(testFilesUnder)
  .filter(mocksModules);
const mockingServer = mocking.filter((file) => file.startsWith('tests/server/'));
const mockingUnit = mocking.filter(
  (file) => !file.startsWith('tests/server/') && !file.startsWith('tests/e2e/'),
);

/** A project's shared-module run and, when some of its files mock modules, their isolated run. */
function projectPair(
  name: string,
  include: string[],
  mockingFiles: string[],
  options: { env?: Record<string, string>; testTimeout?: number; hookTimeout?: number } = {},
) {
  const shared = {
    extends: true as const,
    test: { name, include, exclude: mockingFiles, isolate: false, ...options },
  };
  if (mockingFiles.length === 0) return [shared];
  return [
    shared,
    {
      extends: true as const,
      test: { name: `${name}-mocking`, include: mockingFiles, ...options },
    },
  ];
}

const serverOptions = (db: string) => ({
  env: { TEST_DB: db },
  testTimeout: 30_000,
  hookTimeout: 60_000,
});

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on the 2-core CI machine, one test file
    // at a time while the server tests mostly wait on their database. Journeys run two files at a
    // time too: each file starts its own server (free port, own data dir) and its own Chromium,
    // and a journey mostly waits on the page.
    maxWorkers: 2,
    environment: 'node',
    projects: [
      // Property tests run hundreds of cases: 5 s (the default) timed out on a machine shared with
      // other work at a load of 10, though each needs well under a second of CPU.
      ...projectPair('unit', unitTests, mockingUnit, { testTimeout: 20_000 }),
      ...projectPair('server-pglite', serverTests, mockingServer, serverOptions('pglite')),
      ...(pgUrl
        ? projectPair('server-postgres', serverTests, mockingServer, serverOptions('postgres'))
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
              },
            },
          ]
        : []),
    ],
  },
});
