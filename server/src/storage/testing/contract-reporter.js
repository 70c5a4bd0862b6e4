/**
 * Jest reporter for `npm run test:storage`: after the run, one line per storage adapter of the
 * contract suite ("sqlite: 16 passed, 0 failed"), counted from the describe() titles
 * `storage contract: <adapter>` (contract.ts). Plain CommonJS: Jest loads reporters untransformed.
 */
const TITLE = /^storage contract: (.+)$/;
const CONTRACT_FILE = /storage-contract\.test\.ts$/;

class StorageContractReporter {
  onRunComplete(_contexts, results) {
    const counts = new Map();
    const lines = [];
    for (const file of results.testResults) {
      if (CONTRACT_FILE.test(file.testFilePath) && file.testExecError) {
        lines.push(`storage contract did not run: ${file.testExecError.message}`);
      }
      for (const test of file.testResults) {
        const match = TITLE.exec(test.ancestorTitles[0] || '');
        if (!match) continue;
        const entry = counts.get(match[1]) || { passed: 0, failed: 0 };
        if (test.status === 'passed') entry.passed += 1;
        else if (test.status === 'failed') entry.failed += 1;
        counts.set(match[1], entry);
      }
    }
    for (const [adapter, { passed, failed }] of counts) lines.push(`${adapter}: ${passed} passed, ${failed} failed`);
    if (lines.length === 0) lines.push('storage contract: no results (the suite did not run)');
    process.stdout.write(`\n${lines.join('\n')}\n`);
  }
}

module.exports = StorageContractReporter;
