// Prints one closing line for CI from the Vitest and Playwright JSON reports: "N passed, N failed, N skipped".
import fs from 'node:fs';

function read(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;
const vitest = read('test-results/vitest.json');
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  failed += vitest.numFailedTests ?? 0;
  skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
}
const e2e = read('test-results/e2e.json');
if (e2e?.stats) {
  passed += e2e.stats.expected ?? 0;
  failed += (e2e.stats.unexpected ?? 0) + (e2e.stats.flaky ?? 0);
  skipped += e2e.stats.skipped ?? 0;
}
if (!vitest) console.log('summary: the unit and API tests wrote no report (they did not run to the end)');
if (!e2e) console.log('summary: the end-to-end tests wrote no report (they did not run)');
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
