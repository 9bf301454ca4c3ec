import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Finds a Chromium for the browser tests: CHROMIUM_PATH, Debian's /usr/bin/chromium (installed
 * with apt when missing and running as root), or Playwright's own browser where it was downloaded.
 */

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export class NoChromiumError extends Error {}

function playwrightsOwn(): string | undefined {
  const probe = spawnSync(
    process.execPath,
    ['-e', "process.stdout.write(require('playwright-core').chromium.executablePath())"],
    { encoding: 'utf8' },
  );
  const path = probe.stdout?.trim();
  return path && existsSync(path) ? path : undefined;
}

export function findChromium(log: (line: string) => void = console.log): string {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (existsSync(configured)) return configured;
    throw new NoChromiumError(`CHROMIUM_PATH is set to ${configured}, but there is no file there.`);
  }
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    log('Chromium is missing: installing Debian chromium with apt-get (once)…');
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const install =
      update.status === 0
        ? spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], {
            stdio: 'inherit',
            env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
          })
        : update;
    if (install.status === 0 && existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  }
  const own = playwrightsOwn();
  if (own) return own;
  throw new NoChromiumError(
    [
      'No Chromium was found for the browser tests. Do one of these, then run npm test again:',
      '  - Debian/Ubuntu: sudo apt-get install -y chromium   (gives /usr/bin/chromium)',
      '  - where downloads are allowed: npx playwright install chromium',
      '  - or point CHROMIUM_PATH at a Chromium or Chrome executable.',
    ].join('\n'),
  );
}
