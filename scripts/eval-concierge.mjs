// `npm run eval:concierge`: asks the concierge every question of its evaluation set
// (src/server/services/concierge/evaluation.ts) and prints the share answered correctly and
// each failure. Exits non-zero below the 90% target.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = 0.9;

register();
const { runEvaluation } = await import(
  pathToFileURL(path.join(root, 'src/server/services/concierge/run-evaluation.ts')).href
);

const results = await runEvaluation();
const failures = results.filter((result) => !result.passed);
for (const failure of failures) {
  console.log(`\n✗ ${failure.question}`);
  if (failure.missing.length > 0) console.log(`  missing: ${failure.missing.join(' | ')}`);
  if (failure.forbiddenFound.length > 0) {
    console.log(`  must not say: ${failure.forbiddenFound.join(' | ')}`);
  }
  console.log(`  answer: ${failure.answer.replaceAll('\n', ' ')}`);
}
const passed = results.length - failures.length;
const share = passed / results.length;
console.log(
  `\nConcierge evaluation: ${passed}/${results.length} answered correctly (${(share * 100).toFixed(1)}%), target ${target * 100}%.`,
);
process.exitCode = share >= target ? 0 : 1;
