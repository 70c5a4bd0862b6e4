#!/usr/bin/env node
/**
 * `npm run headers -w shell`: writes a CDN's `_headers` file for a built shell folder and prints it.
 *   node security-headers/cli.js <dir> [--write]
 */
const fs = require('fs');
const path = require('path');
const { cdnHeadersFile } = require('./index');

function main(args) {
  const dir = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? 'dist');
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    console.error(`No ${path.join(dir, 'index.html')}: build first (npm run build).`);
    process.exit(1);
  }
  const text = cdnHeadersFile(dir);
  if (args.includes('--write')) fs.writeFileSync(path.join(dir, '_headers'), text);
  process.stdout.write(text);
}

main(process.argv.slice(2));
