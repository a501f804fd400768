// Counts the tests of a CI run from the Vitest JSON reports that .ci/run writes, one per tier and
// database ({database}-{tier}.json; 'none' for the unit tier, which opens no database), and prints them per database and in total.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
const databases = new Map();
for (const file of readdirSync(dir)
  .filter((name) => name.endsWith('.json'))
  .sort()) {
  const [name, tier] = file.replace(/\.json$/, '').split('-');
  // 'none': the unit tier, which opens no database and runs once
  const database = name === 'none' ? 'no database' : name;
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  const counts = {
    tier,
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
  databases.set(database, [...(databases.get(database) ?? []), counts]);
}

const line = (name, { passed, failed, skipped }) => `${name}: ${passed} passed, ${failed} failed, ${skipped} skipped`;
const sum = (rows) =>
  rows.reduce(
    (total, row) => ({
      passed: total.passed + row.passed,
      failed: total.failed + row.failed,
      skipped: total.skipped + row.skipped,
    }),
    { passed: 0, failed: 0, skipped: 0 },
  );

console.log('\nTests by database and tier');
for (const [database, tiers] of databases) {
  for (const row of tiers) console.log(`  ${line(`${database} ${row.tier}`, row)}`);
}
const all = [];
for (const [database, tiers] of databases) {
  console.log(line(database, sum(tiers)));
  all.push(...tiers);
}
console.log(line('Total', sum(all)));
