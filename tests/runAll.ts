/**
 * Every check of the project, in the order a failure is cheapest to find: the installed packages'
 * Node engines, types, lint, unit and server tests (PGlite, and PostgreSQL when TEST_DATABASE_URL
 * is set), the production build, then the browser journeys against it. Ends with one
 * 'N passed, N failed' line.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { ensureChromium } from './e2e/support/ensureChromium';
import { ensurePoppler } from './support/ensurePoppler';

const root = path.resolve(import.meta.dirname, '..');
const reportDir = path.join(root, 'tests', '.tmp');
await mkdir(reportDir, { recursive: true });

function run(
  label: string,
  command: string,
  args: string[],
  env: Record<string, string> = {},
): boolean {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  console.log(
    `=== ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return result.status === 0;
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
}

function readReport(file: string): VitestReport {
  if (!existsSync(file)) return { numPassedTests: 0, numFailedTests: 1, numPendingTests: 0 };
  return JSON.parse(readFileSync(file, 'utf8')) as VitestReport;
}

const vitest = path.join(root, 'node_modules', '.bin', 'vitest');
const steps: boolean[] = [];
steps.push(
  run('node engines', process.execPath, [
    '--import',
    'tsx',
    path.join(root, 'tests/checks/engines.ts'),
  ]),
);
steps.push(run('types', path.join(root, 'node_modules', '.bin', 'tsc'), ['--noEmit', '-p', '.']));
steps.push(run('lint', path.join(root, 'node_modules', '.bin', 'biome'), ['ci', '.']));

const unitReport = path.join(reportDir, 'vitest-unit.json');
// The print file tests read PDFs with poppler's pdfinfo, pdffonts, pdfimages and pdftoppm.
ensurePoppler();
steps.push(
  run('unit and server tests', vitest, [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${unitReport}`,
  ]),
);

const built = run('build', 'npm', ['run', 'build']);
steps.push(built);

const e2eReport = path.join(reportDir, 'vitest-e2e.json');
if (built) {
  ensureChromium();
  steps.push(
    run(
      'browser tests',
      vitest,
      [
        'run',
        '--project',
        'e2e',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${e2eReport}`,
      ],
      {
        E2E: '1',
      },
    ),
  );
}

const reports = [readReport(unitReport), built ? readReport(e2eReport) : undefined].filter(
  (r): r is VitestReport => r !== undefined,
);
const passed = reports.reduce((n, r) => n + r.numPassedTests, 0);
const failedSteps = steps.filter((ok) => !ok).length;
const failed =
  reports.reduce((n, r) => n + r.numFailedTests, 0) +
  (failedSteps > 0 && reports.every((r) => r.numFailedTests === 0) ? failedSteps : 0);
const skipped = reports.reduce((n, r) => n + r.numPendingTests, 0);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSteps === 0 ? 0 : 1);
