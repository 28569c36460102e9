// The Lighthouse section of `npm run bench`: every public page in Lighthouse's default mobile
// emulation with simulated throttling, in Debian's Chromium.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { startServer } from './server.mjs';

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

function transferredBytes(lhr, resourceType) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  return requests
    .filter((request) => request.resourceType === resourceType)
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
}

/** Audits that cost points: below full marks in a weighted audit, or a performance hint. */
function auditsToReview(lhr) {
  const findings = [];
  for (const id of categories) {
    for (const ref of lhr.categories[id].auditRefs) {
      const audit = lhr.audits[ref.id];
      if (audit.score === null || audit.score >= 1) continue;
      const counts =
        ref.weight > 0 || (id === 'performance' && audit.scoreDisplayMode === 'metricSavings');
      if (counts) findings.push(`${lhr.categories[id].title}: ${audit.title}`);
    }
  }
  return [...new Set(findings)];
}

function summarize(path, lhr) {
  const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100);
  const numeric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    path,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    jsBytes: transferredBytes(lhr, 'Script'),
    cssBytes: transferredBytes(lhr, 'Stylesheet'),
    toReview: auditsToReview(lhr),
    // A failed run (no paint, a timeout) scores 0: say why instead of leaving a bare 0.
    warnings: [
      ...(lhr.runtimeError ? [`Lighthouse error: ${lhr.runtimeError.message}`] : []),
      ...lhr.runWarnings,
    ],
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function toMarkdown(results, runs) {
  const rows = results.map((r) =>
    [
      `\`${r.path}\``,
      r.performance,
      r.accessibility,
      r.bestPractices,
      r.seo,
      `${(r.lcpMs / 1000).toFixed(2)} s`,
      r.cls.toFixed(3),
      `${Math.round(r.tbtMs)} ms`,
      kb(r.jsBytes),
      kb(r.cssBytes),
    ].join(' | '),
  );
  const review = results
    .filter((r) => r.toReview.length > 0 || r.warnings.length > 0)
    .map((r) =>
      [`- \`${r.path}\``, ...[...r.toReview, ...r.warnings].map((item) => `  - ${item}`)].join(
        '\n',
      ),
    );
  return [
    '## Lighthouse',
    '',
    `Every public page, built and served by \`npm start\`. Mobile emulation (Lighthouse defaults: Moto G Power screen, simulated slow 4G and 4× CPU slowdown), ${runs === 1 ? 'one run per page' : `median of ${runs} runs per page`}. Bytes are as transferred (compressed).`,
    '',
    '| Page | Performance | Accessibility | Best practices | SEO | LCP | CLS | TBT | JS | CSS |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map((row) => `| ${row} |`),
    '',
    review.length > 0 ? '**Below full marks**\n' : '**Every audit at full marks.**',
    ...review,
  ].join('\n');
}

/**
 * The median of the runs that completed. A run can fail on a busy machine (no paint in time);
 * when every run failed, the last one is reported with its error.
 */
function representativeRun(lhrs) {
  const completed = lhrs.filter((lhr) => !lhr.runtimeError);
  if (completed.length === 0) return lhrs.at(-1);
  const median = completed.length === 1 ? completed[0] : computeMedianRun(completed);
  const failed = lhrs.length - completed.length;
  if (failed > 0) {
    median.runWarnings.push(`${failed} of ${lhrs.length} runs failed and were left out`);
  }
  return median;
}

async function auditPages(baseUrl, paths, runs) {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags });
  try {
    const results = [];
    for (const path of paths) {
      const lhrs = [];
      for (let attempt = 0; attempt < runs; attempt += 1) {
        const result = await lighthouse(`${baseUrl}${path}`, {
          port: chrome.port,
          logLevel: 'error',
          onlyCategories: categories,
          disableFullPageScreenshot: true,
        });
        if (!result) throw new Error(`Lighthouse returned no result for ${path}`);
        lhrs.push(result.lhr);
      }
      const summary = summarize(path, representativeRun(lhrs));
      console.log(
        `  ${path}: performance ${summary.performance}, accessibility ${summary.accessibility}, best practices ${summary.bestPractices}, SEO ${summary.seo}`,
      );
      results.push(summary);
    }
    return results;
  } finally {
    chrome.kill();
  }
}

/**
 * Builds the site if needed, serves it on a free port and audits every public page; `runs` per
 * page, reporting the median run. Resolves to the figures and the section's Markdown.
 */
export async function runLighthouse({ runs = 1 } = {}) {
  // The public paths live in TypeScript content, loaded through tsx as the server does.
  const { register } = await import('tsx/esm/api');
  register();
  const { publicPaths } = await import('../../src/shared/content/site.ts');

  const server = await startServer({ preferredPort: 3290 });
  try {
    const results = await auditPages(server.url, publicPaths, runs);
    return { results, markdown: toMarkdown(results, runs) };
  } finally {
    await server.stop();
  }
}
