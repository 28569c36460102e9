// Starts the real server for a benchmark: `scripts/start.mjs` builds the site when it is missing
// or older than its sources, then serves site and API on a throwaway in-memory database.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function isPortFree(port) {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)))
      .listen(port, '127.0.0.1');
  });
}

/** The first free port from `preferred` upwards, so a running dev server is left alone. */
export async function findFreePort(preferred) {
  for (let port = preferred; port < preferred + 100; port += 1) {
    if (await isPortFree(port)) return port;
  }
  throw new Error(`No free port between ${preferred} and ${preferred + 99}`);
}

async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not answer ${url}/api/health within ${timeoutMs / 1000} s`);
}

/** Builds if needed and starts the server; resolves to its URL and a `stop()` function. */
export async function startServer({ preferredPort = 3290 } = {}) {
  const port = await findFreePort(preferredPort);
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
    },
    // The build's progress stays visible; the server's own logs are warnings only.
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  try {
    await waitForHealth(url, child, 300_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
