// `npm start`: builds the site when the build is missing or older than its sources, then runs
// the server (site + API) in this process.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildMarker = path.join(root, 'build/client/__spa-fallback.html');
const sources = [
  'src/web',
  'src/shared',
  'public',
  'media/photos',
  'scripts/build-images.mjs',
  'react-router.config.ts',
  'vite.config.ts',
  'package-lock.json',
];

function newestModification(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce(
    (newest, child) => Math.max(newest, newestModification(path.join(entry, child))),
    stat.mtimeMs,
  );
}

const builtAt = existsSync(buildMarker) ? statSync(buildMarker).mtimeMs : 0;
const sourcesChangedAt = Math.max(...sources.map(newestModification));
if (builtAt < sourcesChangedAt) {
  console.warn(
    builtAt === 0 ? 'Building the site…' : 'Sources changed since the last build; rebuilding…',
  );
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'src/server/main.ts'));
