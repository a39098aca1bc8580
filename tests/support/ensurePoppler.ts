import { spawnSync } from 'node:child_process';

/** Whether poppler's pdfinfo (and so pdffonts, pdfimages, pdftoppm) is on the PATH. */
export function hasPoppler(): boolean {
  return spawnSync('pdfinfo', ['-v'], { stdio: 'ignore' }).error === undefined;
}

/**
 * Installs Debian's poppler-utils when pdfinfo is missing and we are root; otherwise says how.
 * The print file tests read PDFs with poppler's tools, as a print shop's preflight would.
 */
export function ensurePoppler(): void {
  if (hasPoppler()) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      'poppler-utils is missing (pdfinfo). Install it with: sudo apt-get update && sudo apt-get install -y poppler-utils',
    );
  }
  console.log('Installing Debian poppler-utils for the print file tests…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
  const install = spawnSync(
    'apt-get',
    ['install', '-y', '--no-install-recommends', 'poppler-utils'],
    { stdio: 'inherit', env },
  );
  if (update.status !== 0 || install.status !== 0 || !hasPoppler()) {
    throw new Error('apt-get could not install poppler-utils; the print file tests cannot run.');
  }
}
