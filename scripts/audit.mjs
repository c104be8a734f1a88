#!/usr/bin/env node
// `npm run audit`: the known vulnerabilities of the production dependencies (npm's advisory database, through the
// registry), failing on any high or critical one. Development tools are left out: they never run on a server.
// When the advisory service cannot be reached, nothing was checked: that is said, and the exit code is 2, never 0.
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = undefined;
}
const counts = report?.metadata?.vulnerabilities;
if (!counts) {
  const why = report?.message ?? report?.error?.summary ?? 'no answer from npm audit';
  console.error(`The advisory service could not be asked (${why.trim()}): nothing was checked.`);
  process.exit(2);
}

const serious = (counts.high ?? 0) + (counts.critical ?? 0);
console.log(
  `Production dependencies: ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low.`,
);
for (const [name, entry] of Object.entries(report.vulnerabilities ?? {})) {
  if (entry.severity === 'high' || entry.severity === 'critical')
    console.log(
      `  ${entry.severity}: ${name} ${entry.range} (fix: ${entry.fixAvailable ? 'available' : 'none yet'})`,
    );
}
process.exit(serious > 0 ? 1 : 0);
