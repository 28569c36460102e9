// `npm run bench`: runs the benchmark sections one after another and writes bench/report.md.
// Options: --only=lighthouse (comma-separated section names), --runs=3 (Lighthouse runs per
// page; the median run is reported).
//
// A section is a function that measures something, starting whatever server it needs, and
// resolves to `{ markdown, failed? }`: its part of the report, under its own `## ` heading, and
// whether it found a fault (the run then exits non-zero). Add new sections to `sections` below.
// The booking section also runs on the PostgreSQL server at BENCH_DATABASE_URL when it answers.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { describeMachine } from './bench/machine.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reportFile = path.join(root, 'bench/report.md');

const sections = {
  lighthouse: async ({ runs }) => (await import('./bench/lighthouse.mjs')).runLighthouse({ runs }),
  booking: async () =>
    (await import('./bench/booking-load.mjs')).runBookingLoad({
      postgresUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    }),
};

const { values: options } = parseArgs({
  options: {
    only: { type: 'string' },
    runs: { type: 'string', default: '1' },
  },
});

const chosen = options.only
  ? options.only.split(',').map((name) => name.trim())
  : Object.keys(sections);
const unknown = chosen.filter((name) => !(name in sections));
if (unknown.length > 0) {
  console.error(
    `Unknown section: ${unknown.join(', ')}. Known: ${Object.keys(sections).join(', ')}`,
  );
  process.exit(1);
}
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs must be a whole number of at least 1');
  process.exit(1);
}

const machine = describeMachine();
const startedAt = new Date();
const parts = [];
for (const name of chosen) {
  console.log(`Bench section: ${name}`);
  const { markdown, failed } = await sections[name]({ runs });
  parts.push(markdown);
  if (failed) process.exitCode = 1;
}

const report = [
  '# Benchmark report',
  '',
  `- Date: ${startedAt.toISOString()}`,
  `- CPU: ${machine.cpu}, ${machine.cores} cores`,
  `- Memory: ${machine.memoryGb} GB`,
  `- Node.js: ${machine.node}`,
  `- OS: ${machine.os}`,
  `- Load average at start: ${machine.load}`,
  ...(machine.busy
    ? [
        '',
        '> The machine was busy with other work when the run started (load above the number of cores): timings, TBT and the performance score above all, are worse than on an idle machine.',
      ]
    : []),
  '',
  ...parts.flatMap((part) => [part, '']),
].join('\n');
await mkdir(path.dirname(reportFile), { recursive: true });
await writeFile(reportFile, report);
console.log(`\n${report}\nWritten to ${path.relative(process.cwd(), reportFile)}`);
