/**
 * A release root served over http by the repository's static host (tooling/static-server.js), in a
 * child process: its start-up compression of every file then runs on that process's thread pool,
 * not on that of the caller (a journey whose own static hosts must answer the browser meanwhile).
 */
const net = require('net');
const path = require('path');
const { spawn } = require('child_process');
const { ReleaseError } = require('./settings');

const STATIC_SERVER = path.join(__dirname, '..', 'static-server.js');

/** A port free at this moment (the static host's command line names the port it was given, not the one it got). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/**
 * @param {{ dir: string, port?: number }} options  port 0: any free port
 * @returns {Promise<{ port: number, url: string, close: () => Promise<void> }>}
 */
async function startReleaseHost({ dir, port = 0 }) {
  const chosen = port || (await freePort());
  const child = spawn(process.execPath, [STATIC_SERVER, '--dir', dir, '--port', String(chosen)], { stdio: ['ignore', 'pipe', 'pipe'] });
  const close = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill();
    });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      if (!/serving .* on http:/.test(output)) return;
      child.stdout.off('data', onData);
      resolve({ port: chosen, url: `http://localhost:${chosen}/`, close });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => reject(new ReleaseError(`the release host for ${dir} exited (${code}): ${output.trim()}`)));
  });
}

module.exports = { startReleaseHost, freePort };
