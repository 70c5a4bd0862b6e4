/**
 * The page server with server rendering, 10,000 products stored: p95 of a whole
 * /shop/{id} page, requests/s under load (both from a process of their own), and heap after 20
 * redeploys of the catalogue's server build.
 */
const fs = require('fs');
const os = require('os');
const path = require('path');
const { execFileSync, spawn } = require('child_process');

const SAMPLES = 200;
const CONNECTIONS = 16;
const SECONDS = 10;
const REDEPLOYS = 20;

/** A child that does not talk to the page server may run synchronously. */
const child = (script, args, nodeArgs = []) =>
  JSON.parse(
    execFileSync(process.execPath, [...nodeArgs, path.join(__dirname, script), ...args], {
      encoding: 'utf8',
      maxBuffer: 1 << 20,
    })
      .trim()
      .split('\n')
      .pop(),
  );

/** One that does runs asynchronously: the page server answers from this very process. */
function childAsync(script, args) {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [path.join(__dirname, script), ...args], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    proc.stdout.on('data', (chunk) => (out += chunk));
    proc.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split('\n').pop()))
        : reject(new Error(`${script} exited with ${code}`)),
    );
  });
}

async function measurePageServer(site, productIds, { heap: withHeap = true } = {}) {
  const idsFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'page-server-bench-')), 'ids.json');
  fs.writeFileSync(idsFile, JSON.stringify(productIds));
  try {
    const latency = await childAsync('pageServerClient.js', ['latency', site, idsFile, String(SAMPLES)]);
    const load = await childAsync('pageServerClient.js', ['load', site, idsFile, String(CONNECTIONS), String(SECONDS)]);
    return {
      ...latency,
      ...load,
      ...(withHeap ? { heap: child('pageServerHeap.js', [String(REDEPLOYS)], ['--expose-gc']) } : {}),
      basis: `GET /shop/{id} whole page (API reads + server render), ${productIds.length} products stored; ${CONNECTIONS} requests in flight for ${SECONDS} s`,
    };
  } finally {
    fs.rmSync(path.dirname(idsFile), { recursive: true, force: true });
  }
}

module.exports = { measurePageServer };
