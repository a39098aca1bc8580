import { spawnSync } from 'node:child_process';

const onPath = (tool: string, flag: string) =>
  spawnSync(tool, [flag], { stdio: 'ignore' }).error === undefined;

/** Whether poppler's pdfinfo (and so pdffonts, pdfimages, pdftoppm) is on the PATH. */
export function hasPoppler(): boolean {
  return onPath('pdfinfo', '-v');
}

/** Whether Ghostscript is on the PATH: its tiffsep device splits a PDF into its separations. */
export function hasGhostscript(): boolean {
  return onPath('gs', '--version');
}

/**
 * Installs Debian's poppler-utils and ghostscript when missing and we are root; otherwise says
 * how. The print file tests read PDFs with poppler's tools and look at each separation with
 * Ghostscript, as a print shop's preflight and RIP would.
 */
export function ensurePoppler(): void {
  const missing = [
    ...(hasPoppler() ? [] : ['poppler-utils']),
    ...(hasGhostscript() ? [] : ['ghostscript']),
  ];
  if (!missing.length) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `${missing.join(' and ')} missing. Install with: sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}`,
    );
  }
  console.log(`Installing Debian ${missing.join(', ')} for the print file tests…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
  const install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], {
    stdio: 'inherit',
    env,
  });
  if (update.status !== 0 || install.status !== 0 || !hasPoppler() || !hasGhostscript()) {
    throw new Error(
      `apt-get could not install ${missing.join(', ')}; the print file tests cannot run.`,
    );
  }
}
