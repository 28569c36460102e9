// `npm run bench`: the benchmark report belongs to the proof issue. Until it lands this prints
// what the report will measure, so nobody mistakes it for figures.
const plan = [
  'Lighthouse (mobile, simulated throttling, Debian Chromium) on every public route: the four category scores, LCP, CLS, TBT, JS/CSS bytes',
  'autocannon on GET /api/quote, GET /api/availability, GET /api/bookings/confirmed, a prerendered page and POST /api/bookings: requests/s, p50/p99 latency, errors, on PGlite and on a PostgreSQL server',
  'a static-file baseline on the same Fastify, so every throughput is also a ratio',
  'the double-booking count after >= 10,000 mixed concurrent requests (must be 0)',
  'server RSS idle and under load; time from start to first healthy answer',
];
console.log('npm run bench: no figures yet. The report will measure:');
for (const item of plan) console.log(`  - ${item}`);
