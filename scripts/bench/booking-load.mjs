// Load figures for the site and the booking engine: throughput and latency of a prerendered page
// and the public booking calls, each also as a ratio to a baseline measured in the same run (the
// same server sending a small static file), on the embedded database and on a PostgreSQL server,
// and the double-booking count after a mixed concurrent load. Run through `npm run bench`.
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import pg from 'pg';
import { findFreePort } from './server.mjs';

const villaIds = [1, 2, 3, 4];
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const builtSite = path.join(root, 'build/client');
/** The baseline: a 622-byte file from public/, below the compression threshold, sent as it is. */
const baselinePath = '/favicon.svg';
/** What a browser sends with a page request: the page then goes out compressed. */
const browserEncodings = { 'accept-encoding': 'br, gzip, deflate' };

/** The prerendered pages are served from the build; build the site once when it is missing. */
function ensureSiteBuilt() {
  if (existsSync(path.join(builtSite, '__spa-fallback.html'))) return;
  console.log('The site is not built; running npm run build…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}

function isoDate(daysFromToday) {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + daysFromToday);
  return date.toISOString().slice(0, 10);
}

function rssMegabytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
  return Math.round(kilobytes / 1024);
}

/** Starts the server (site and API) in production mode; answers once it is healthy. */
async function startServer({ port, databaseUrl }) {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SESSION_SECRET: randomUUID() + randomUUID(),
      PAYMENT_PROVIDER: 'test',
      RATE_LIMITS: 'off',
      SERVE_CLIENT: 'true',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) {
        return { child, origin, startupMs: Math.round(performance.now() - started) };
      }
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  child.kill();
  throw new Error('the server did not become healthy within 60 s');
}

function stopServer(child) {
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

function bookingBody(villaId, startDate, endDate, index) {
  return JSON.stringify({
    firstName: 'Bench',
    lastName: 'Guest',
    email: `bench${index}@example.com`,
    phone: '+1 242 555 0100',
    startDate,
    endDate,
    guests: 2,
    villaIds: [villaId],
    isEntireComplex: false,
    agreeToTerms: true,
  });
}

async function measure(title, options) {
  const result = await autocannon({
    connections: 20,
    ...(options.amount ? {} : { duration: 8 }),
    ...options,
  });
  return {
    title,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

/**
 * >= 10,000 concurrent requests: bookings on random villas and overlapping random dates in a
 * narrow window (so most collide), mixed with quotes and availability reads.
 */
async function mixedLoad(origin) {
  let index = 0;
  const result = await autocannon({
    url: origin,
    connections: 40,
    amount: 10_000,
    requests: [
      {
        setupRequest: (request) => {
          index++;
          const kind = index % 4;
          if (kind === 0)
            return {
              ...request,
              method: 'GET',
              path: `/api/quote?start=${isoDate(40)}&end=${isoDate(45)}&villaIds=1,2`,
            };
          if (kind === 1)
            return {
              ...request,
              method: 'GET',
              path: `/api/availability?start=${isoDate(30)}&end=${isoDate(36)}`,
            };
          const start = 30 + Math.floor(Math.random() * 60);
          const nights = 3 + Math.floor(Math.random() * 5);
          const villaId = villaIds[Math.floor(Math.random() * villaIds.length)];
          return {
            ...request,
            method: 'POST',
            path: '/api/bookings',
            headers: { 'content-type': 'application/json' },
            body: bookingBody(villaId, isoDate(start), isoDate(start + nights), index),
          };
        },
      },
    ],
  });
  return { total: result.requests.total, errors: result.errors + result.timeouts };
}

/** Overlapping stays on one villa among the stays the public calendar lists: must be none. */
async function countDoubleBookings(origin) {
  const { bookings } = await (await fetch(`${origin}/api/bookings/confirmed`)).json();
  let overlaps = 0;
  for (const villaId of villaIds) {
    const stays = bookings
      .filter((booking) => booking.villaIds.includes(villaId))
      .sort((a, b) => a.startDate.localeCompare(b.startDate));
    for (let position = 1; position < stays.length; position++) {
      if (stays[position].startDate < stays[position - 1].endDate) overlaps++;
    }
  }
  return { overlaps, stays: bookings.length };
}

async function runOnDatabase(label, databaseUrl, port) {
  const { child, origin, startupMs } = await startServer({ port, databaseUrl });
  try {
    const idleRss = rssMegabytes(child.pid);
    let peakRss = idleRss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, rssMegabytes(child.pid));
    }, 250);

    const rows = [];
    rows.push(
      await measure(`Baseline: GET ${baselinePath} (static file)`, {
        url: `${origin}${baselinePath}`,
      }),
    );
    rows.push(await measure('GET / (prerendered page, uncompressed)', { url: `${origin}/` }));
    rows.push(
      await measure('GET / (prerendered page, compressed for a browser)', {
        url: `${origin}/`,
        headers: browserEncodings,
      }),
    );
    rows.push(
      await measure('GET /api/quote', {
        url: `${origin}/api/quote?start=${isoDate(20)}&end=${isoDate(27)}&villaIds=1,3`,
      }),
    );
    rows.push(
      await measure('GET /api/availability', {
        url: `${origin}/api/availability?start=${isoDate(20)}&end=${isoDate(27)}`,
      }),
    );
    rows.push(
      await measure('GET /api/bookings/confirmed', { url: `${origin}/api/bookings/confirmed` }),
    );

    // Fresh dates for every request: back-to-back 3-night stays on the four villas, all succeed.
    let created = 0;
    rows.push(
      await measure('POST /api/bookings (fresh dates)', {
        url: origin,
        amount: 500,
        connections: 10,
        requests: [
          {
            setupRequest: (request) => {
              const slot = created++;
              const start = 100 + Math.floor(slot / villaIds.length) * 3;
              return {
                ...request,
                method: 'POST',
                path: '/api/bookings',
                headers: { 'content-type': 'application/json' },
                body: bookingBody(
                  villaIds[slot % villaIds.length],
                  isoDate(start),
                  isoDate(start + 3),
                  slot,
                ),
              };
            },
          },
        ],
      }),
    );

    const mixed = await mixedLoad(origin);
    const doubleBookings = await countDoubleBookings(origin);
    clearInterval(sampler);
    return { label, startupMs, idleRss, peakRss, rows, mixed, doubleBookings };
  } finally {
    await stopServer(child);
  }
}

async function createBenchDatabase(serverUrl) {
  const name = `villas_bench_${Date.now()}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`CREATE DATABASE "${name}"`);
  await client.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** Throughput as a multiple of the baseline's, e.g. "0.42×". */
function ratio(row, baseline) {
  if (!baseline?.requestsPerSecond) return 'n/a';
  return `${(row.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}×`;
}

function markdown(results) {
  const lines = ['## Site and booking engine under load', ''];
  lines.push(
    'The production server (site and API), rate limits off, autocannon with 20 connections for 8 s (bookings: 500 requests on fresh dates over 10 connections).',
    `"vs baseline" is each throughput divided by the baseline's in the same run: the same server sending ${baselinePath}, a small static file. Absolute figures vary from machine to machine; the ratios much less.`,
    '',
  );
  for (const result of results) {
    lines.push(`### ${result.label}`, '');
    lines.push(
      `Start to first healthy answer: ${result.startupMs} ms. RSS idle ${result.idleRss} MB, peak under load ${result.peakRss} MB.`,
      '',
    );
    lines.push(
      '| call | requests/s | vs baseline | p50 ms | p99 ms | non-2xx | errors |',
      '|---|---:|---:|---:|---:|---:|---:|',
    );
    const [baseline] = result.rows;
    for (const row of result.rows) {
      lines.push(
        `| ${row.title} | ${row.requestsPerSecond} | ${ratio(row, baseline)} | ${row.p50} | ${row.p99} | ${row.non2xx} | ${row.errors} |`,
      );
    }
    lines.push(
      '',
      `Mixed concurrent load: ${result.mixed.total} requests (bookings on colliding dates, quotes, availability), ${result.mixed.errors} connection errors.`,
      `**Double bookings afterwards: ${result.doubleBookings.overlaps}** (over ${result.doubleBookings.stays} stays holding nights).`,
      '',
    );
  }
  return lines.join('\n');
}

/** Runs the booking load section; `postgresUrl` adds a run on that server when it answers. */
export async function runBookingLoad({ postgresUrl } = {}) {
  ensureSiteBuilt();
  const results = [await runOnDatabase('PGlite (embedded)', undefined, await findFreePort(3295))];
  if (postgresUrl) {
    let database;
    try {
      database = await createBenchDatabase(postgresUrl);
    } catch (error) {
      console.warn(
        `PostgreSQL at ${postgresUrl} is not reachable (${error.message}); skipping that run.`,
      );
    }
    if (database) {
      try {
        results.push(
          await runOnDatabase('PostgreSQL server', database.url, await findFreePort(3295)),
        );
      } finally {
        await database.drop();
      }
    }
  }
  const failed = results.some((result) => result.doubleBookings.overlaps > 0);
  return { results, markdown: markdown(results), failed };
}
