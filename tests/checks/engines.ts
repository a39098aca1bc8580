/**
 * Fails when an installed package says it needs a newer Node than the project's `engines` floor:
 * npm only warns about that (EBADENGINE), and such a package may use what the oldest supported
 * Node lacks. Walks the installed tree as package-lock.json lists it, reading each package's own
 * package.json (the lock's copy of `engines` when an optional platform package is not installed).
 *
 * Usage: node --import tsx tests/checks/engines.ts [project dir]
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { z } from 'zod';

const manifestSchema = z.object({
  version: z.string().optional(),
  engines: z.object({ node: z.string().optional() }).optional(),
});
const lockSchema = z.object({ packages: z.record(z.string(), manifestSchema) });

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', '..'));
const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

const projectRange = manifestSchema.parse(readJson(path.join(root, 'package.json'))).engines?.node;
const floor = projectRange && semver.minVersion(projectRange);
if (!floor) {
  console.error('package.json names no engines.node range to check the installed tree against.');
  process.exit(1);
}

const lock = lockSchema.parse(readJson(path.join(root, 'package-lock.json')));
const mismatches: string[] = [];
let checked = 0;
for (const [location, locked] of Object.entries(lock.packages)) {
  if (location === '') continue; // the project itself
  const manifestFile = path.join(root, location, 'package.json');
  const manifest = existsSync(manifestFile) ? manifestSchema.parse(readJson(manifestFile)) : locked;
  const range = manifest.engines?.node;
  checked += 1;
  if (range && !semver.satisfies(floor, range, { includePrerelease: true })) {
    mismatches.push(`${location}@${manifest.version ?? '?'} needs node ${range}`);
  }
}

if (mismatches.length > 0) {
  console.error(`These packages do not support Node ${floor} (engines: ${projectRange}):`);
  for (const line of mismatches) console.error(`  ${line}`);
  console.error('Choose versions that support it, or an `overrides` entry in package.json.');
  process.exit(1);
}
console.log(`All ${checked} installed packages support Node ${floor} (engines: ${projectRange}).`);
