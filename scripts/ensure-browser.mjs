// The browser tests drive Debian's Chromium at /usr/bin/chromium; no test tool downloads a
// browser. Installs the package when missing and running as root, otherwise says how.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = '/usr/bin/chromium';
const installCommand = 'apt-get update && apt-get install -y chromium';

if (!existsSync(chromium)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    console.error(
      `Chromium is missing at ${chromium}. Install it with:\n  sudo sh -c '${installCommand}'`,
    );
    process.exit(1);
  }
  console.warn('Chromium is missing; installing Debian’s chromium package…');
  execSync(installCommand, {
    stdio: 'inherit',
    shell: '/bin/sh',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!existsSync(chromium)) {
    console.error(`The chromium package did not install ${chromium}.`);
    process.exit(1);
  }
}
