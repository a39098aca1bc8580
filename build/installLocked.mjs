/**
 * Installs exactly the tree package-lock.json names (`npm ci`), so every machine runs the same
 * packages. `npm ci` first wipes node_modules, which takes minutes; when the tree was already
 * installed from this very lock file (its hash is kept in node_modules), that is skipped.
 * Plain JavaScript: it runs before anything (tsx included) is installed.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const marker = path.join(root, 'node_modules', '.installed-lock-sha256');
const lockHash = createHash('sha256')
  .update(readFileSync(path.join(root, 'package-lock.json')))
  .digest('hex');

if (existsSync(marker) && readFileSync(marker, 'utf8').trim() === lockHash) {
  console.log('node_modules was installed from this package-lock.json: no reinstall.');
} else {
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(marker, `${lockHash}\n`);
}
