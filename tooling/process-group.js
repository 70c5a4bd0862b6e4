/**
 * Small helpers for the emulators the tooling runs as child processes (auth-emulator.js,
 * firestore-emulator.js): a free loopback port, "does it answer HTTP yet", and signals to a child's
 * whole process group (a launcher script and the program it starts).
 */
const net = require('net');

/** A port free right now (the OS picks it). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function isProcessGroupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

/** The body `url` answers with (any status), or null when nothing answers within two seconds. */
async function answer(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return await response.text();
  } catch {
    return null;
  }
}

async function answers(url) {
  return (await answer(url)) !== null;
}

/** A pause between polls of a starting or stopping process (tooling only, never in a shopper's path). */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

module.exports = { freePort, isProcessGroupAlive, killGroup, answer, answers, sleep };
