/**
 * The Firebase Auth emulator (firebase-tools from node_modules) as a child process, offline, plus
 * small helpers that talk to its REST API (accounts for tests and scripts).
 *
 * Used by `npm start` (tooling/stack.js), the e2e journeys and the server's integration tests.
 *
 *   const emulator = await startAuthEmulator({ port: 9199 });
 *   process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
 *   const { uid, idToken } = await emulator.createUser({ email, password, verified: true });
 *   await emulator.stop();
 *
 * This file is also preloaded into the emulator process (`node --require`) as a watchdog: when the
 * process that started the emulator disappears (even by SIGKILL), the emulator shuts itself down
 * (exporting its accounts when asked to) within seconds, so no emulator is ever left behind.
 */
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawn } = require('child_process');
const { answers, freePort, isProcessGroupAlive, killGroup, sleep } = require('./process-group');

const PARENT_ENV = 'STOREFRONT_AUTH_EMULATOR_PARENT_PID';
const TMP_ENV = 'STOREFRONT_AUTH_EMULATOR_TMP';
const DEFAULT_PORT = 9099;
const DEFAULT_PROJECT_ID = 'demo-storefront';
const START_TIMEOUT_MS = 60000;
const STOP_TIMEOUT_MS = 15000;
const EXPORT_METADATA = 'firebase-export-metadata.json';
const READY_LINE = /All emulators ready/i;

// ---- watchdog (runs inside the emulator process when preloaded) -----------------------------

if (process.env[PARENT_ENV] && require.main !== module) {
  const parentPid = Number(process.env[PARENT_ENV]);
  const ownTmp = process.env[TMP_ENV];
  delete process.env[PARENT_ENV];
  delete process.env[TMP_ENV];
  if (ownTmp && path.basename(ownTmp).startsWith('auth-emulator-')) {
    // the starter normally removes it; when the starter died, the emulator does
    process.on('exit', () => fs.rmSync(ownTmp, { recursive: true, force: true }));
  }
  let shuttingDown = false;
  process.on('SIGINT', () => {
    shuttingDown = true;
    // firebase-tools handles SIGINT (clean shutdown, export); if it has not installed its handler
    // yet, do what the default would have done
    if (process.listenerCount('SIGINT') === 1) process.exit(130);
  });
  const parentAlive = () => {
    try {
      process.kill(parentPid, 0);
      return true;
    } catch (error) {
      return error.code === 'EPERM';
    }
  };
  const timer = setInterval(() => {
    if (parentAlive()) return;
    clearInterval(timer);
    // A second SIGINT would make firebase-tools skip the export: send one only if none came.
    if (!shuttingDown) process.kill(process.pid, 'SIGINT');
    setTimeout(() => process.exit(0), STOP_TIMEOUT_MS).unref();
  }, 1000);
  timer.unref();
}

// ---- locating and starting firebase-tools ---------------------------------------------------

function findFirebaseCli() {
  const roots = [path.resolve(__dirname, '..'), process.cwd()];
  const candidates = [];
  for (const root of roots) {
    candidates.push(path.join(root, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js'));
  }
  try {
    candidates.push(require.resolve('firebase-tools/lib/bin/firebase.js', { paths: roots }));
  } catch {
    // not resolvable: the explicit candidates are all we have
  }
  const found = candidates.find((file) => fs.existsSync(file));
  if (!found) {
    throw new Error('firebase-tools is not installed (looked for node_modules/firebase-tools). Run `npm install`.');
  }
  return found;
}

/**
 * Environment that keeps firebase-tools from phoning home: no update check (update-notifier
 * honours NO_UPDATE_NOTIFIER and CI), no message-of-the-day fetch (skipped when CI is set), and a
 * private, empty configstore (XDG_CONFIG_HOME) so usage analytics stay off even for a developer who
 * opted in with `firebase login`. The demo- project id keeps the emulator from calling production
 * services.
 */
function offlineEnv(tmpDir, parentPid) {
  return {
    ...process.env,
    CI: 'true',
    NO_UPDATE_NOTIFIER: '1',
    XDG_CONFIG_HOME: path.join(tmpDir, 'config'),
    // The emulator hub writes a locator file per project id into the temp dir; a private temp dir
    // keeps two emulators of the same project (say `npm start` and the tests) from meeting.
    TMPDIR: tmpDir,
    TMP: tmpDir,
    TEMP: tmpDir,
    [PARENT_ENV]: String(parentPid),
    [TMP_ENV]: tmpDir,
  };
}

/**
 * firebase-tools also starts an emulator hub (default 4400) and a logging emulator (4500). Two
 * emulators starting at once (`npm start` and a test run) would both pick those and one would die
 * after its auth port already answered, so each start gets free ports of its own.
 */
async function writeConfig(dir, port) {
  const config = {
    emulators: {
      auth: { host: '127.0.0.1', port },
      hub: { host: '127.0.0.1', port: await freePort() },
      logging: { host: '127.0.0.1', port: await freePort() },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  const file = path.join(dir, 'firebase.json');
  fs.writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return file;
}

/**
 * Starts the Auth emulator and resolves once it is ready and answers HTTP.
 * @param {{ port?: number, projectId?: string, dataDir?: string, log?: (line: string) => void }} [options]
 *   dataDir: accounts are imported from it when it holds an export, and exported to it on stop.
 * @returns {Promise<AuthEmulator>}
 */
async function startAuthEmulator({
  port = DEFAULT_PORT,
  projectId = DEFAULT_PROJECT_ID,
  dataDir,
  log = () => {},
} = {}) {
  const base = `http://127.0.0.1:${port}`;
  if (await answers(`${base}/`)) {
    throw new Error(`Port ${port} is already in use (something answers at ${base}/). Stop it or pick another port.`);
  }
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'auth-emulator-'));
  const configFile = await writeConfig(tmpDir, port);
  const args = [
    '--require',
    __filename,
    findFirebaseCli(),
    'emulators:start',
    '--only',
    'auth',
    '--project',
    projectId,
    '--config',
    configFile,
  ];
  if (dataDir) {
    const absolute = path.resolve(dataDir);
    fs.mkdirSync(absolute, { recursive: true });
    if (fs.existsSync(path.join(absolute, EXPORT_METADATA))) args.push('--import', absolute);
    args.push('--export-on-exit', absolute);
  }

  const child = spawn(process.execPath, args, {
    cwd: tmpDir,
    env: offlineEnv(tmpDir, process.pid),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  let saidReady = false;
  const onLine = (line) => {
    if (!line.trim()) return;
    output.push(line);
    if (output.length > 200) output.shift();
    if (READY_LINE.test(line)) saidReady = true;
    log(`[auth-emulator] ${line}`);
  };
  const readLines = (stream) => {
    let partial = '';
    stream.on('data', (chunk) => {
      const lines = (partial + String(chunk)).split('\n');
      partial = lines.pop();
      lines.forEach(onLine);
    });
    stream.on('end', () => onLine(partial));
  };
  readLines(child.stdout);
  readLines(child.stderr);
  let exited = null;
  const exitPromise = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      exited = { code, signal };
      resolve(exited);
    });
  });
  child.once('error', (error) => {
    output.push(String(error));
  });

  // The starter exiting without stop(): ask for a clean shutdown (it exports); the watchdog inside
  // the emulator makes sure it ends within 15 s.
  const stopOnParentExit = () => killGroup(child.pid, 'SIGINT');
  process.on('exit', stopOnParentExit);

  const cleanTmp = () => fs.rmSync(tmpDir, { recursive: true, force: true });

  let stopping = null;
  const stop = () => {
    if (stopping) return stopping;
    stopping = (async () => {
      if (exited === null) {
        killGroup(child.pid, 'SIGINT');
        let timer;
        const timedOut = await Promise.race([
          exitPromise.then(() => false),
          new Promise((resolve) => {
            timer = setTimeout(() => resolve(true), STOP_TIMEOUT_MS);
          }),
        ]);
        clearTimeout(timer);
        if (timedOut) {
          log('[auth-emulator] did not stop within 15 s, killing it');
          killGroup(child.pid, 'SIGKILL');
          await exitPromise;
        }
      }
      // firebase-tools' own children (none for auth today) share the process group.
      if (isProcessGroupAlive(child.pid)) killGroup(child.pid, 'SIGKILL');
      process.off('exit', stopOnParentExit);
      cleanTmp();
    })();
    return stopping;
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (exited !== null) {
      await stop();
      throw new Error(
        `The Auth emulator exited during start-up (code ${exited.code}, signal ${exited.signal}). Its output:\n${output.join('\n')}`,
      );
    }
    // Ready = the CLI says so (hub, auth and logging all started) and auth answers HTTP.
    if (saidReady && (await answers(`${base}/`))) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `The Auth emulator was not ready at ${base}/ within ${START_TIMEOUT_MS / 1000} s. Its output:\n${output.join('\n')}`,
      );
    }
    await sleep(200);
  }

  return {
    url: base,
    host: `127.0.0.1:${port}`,
    port,
    projectId,
    pid: child.pid,
    stop,
    ...authEmulatorClient({ host: `127.0.0.1:${port}`, projectId }),
  };
}

// ---- REST helpers ---------------------------------------------------------------------------

async function call(method, url, body, headers = {}) {
  const response = await fetch(url, {
    method,
    // A fresh connection each call: a caller that blocked its event loop longer than the emulator's
    // keep-alive (a build run synchronously) would otherwise send on a pooled socket the emulator
    // had already closed, and fail with "other side closed".
    headers: { connection: 'close', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const parsed = text ? JSON.parse(text) : {};
  if (!response.ok) {
    const message = parsed && parsed.error && parsed.error.message ? parsed.error.message : text;
    throw new Error(`Auth emulator ${method} ${url.replace(/\?.*$/, '')} failed (${response.status}): ${message}`);
  }
  return parsed;
}

/**
 * Helpers for one running emulator (also usable against one started elsewhere, e.g. by `npm start`).
 * @param {{ host?: string, projectId?: string }} [options] host as "127.0.0.1:9099"
 */
function authEmulatorClient({ host = `127.0.0.1:${DEFAULT_PORT}`, projectId = DEFAULT_PROJECT_ID } = {}) {
  const base = `http://${host}`;
  const identity = `${base}/identitytoolkit.googleapis.com/v1`;
  const emulatorApi = `${base}/emulator/v1/projects/${projectId}`;
  const owner = { authorization: 'Bearer owner' };

  async function signIn(email, password) {
    const result = await call('POST', `${identity}/accounts:signInWithPassword?key=any`, {
      email,
      password,
      returnSecureToken: true,
    });
    return result.idToken;
  }

  async function setEmailVerified(uid, verified = true) {
    await call(
      'POST',
      `${identity}/projects/${projectId}/accounts:update`,
      { localId: uid, emailVerified: verified },
      owner,
    );
  }

  /** Creates an account; with `verified`, marks its email verified. Returns a fresh ID token. */
  async function createUser({ email, password = 'secret123', displayName, verified = false }) {
    const created = await call('POST', `${identity}/accounts:signUp?key=any`, {
      email,
      password,
      ...(displayName ? { displayName } : {}),
      returnSecureToken: true,
    });
    const uid = created.localId;
    if (verified) {
      await setEmailVerified(uid, true);
      // the ID token carries email_verified: sign in again so the token says so
      return { uid, idToken: await signIn(email, password) };
    }
    return { uid, idToken: created.idToken };
  }

  /** Out-of-band codes (verification and reset links) the emulator would have mailed. */
  async function listOobCodes() {
    const result = await call('GET', `${emulatorApi}/oobCodes`);
    return result.oobCodes || [];
  }

  /** Deletes every account of the project. */
  async function resetAccounts() {
    await call('DELETE', `${emulatorApi}/accounts`);
  }

  return { signIn, createUser, setEmailVerified, listOobCodes, resetAccounts };
}

/**
 * @typedef {object} AuthEmulator
 * @property {string} url   e.g. http://127.0.0.1:9099
 * @property {string} host  e.g. 127.0.0.1:9099 (the value of FIREBASE_AUTH_EMULATOR_HOST)
 * @property {number} port
 * @property {string} projectId
 * @property {number} pid
 * @property {() => Promise<void>} stop  SIGINT (exports when dataDir was given), SIGKILL after 15 s
 * @property {(user: {email: string, password?: string, displayName?: string, verified?: boolean}) => Promise<{uid: string, idToken: string}>} createUser
 * @property {(email: string, password: string) => Promise<string>} signIn
 * @property {(uid: string, verified?: boolean) => Promise<void>} setEmailVerified
 * @property {() => Promise<Array<{email: string, oobCode: string, oobLink: string, requestType: string}>>} listOobCodes
 * @property {() => Promise<void>} resetAccounts
 */

module.exports = { startAuthEmulator, authEmulatorClient, findFirebaseCli, DEFAULT_PORT, DEFAULT_PROJECT_ID };

if (require.main === module) {
  // `node tooling/auth-emulator.js [port] [dataDir]`: run one in the foreground until Ctrl-C.
  const port = Number(process.argv[2]) || DEFAULT_PORT;
  const dataDir = process.argv[3];
  startAuthEmulator({ port, dataDir, log: (line) => console.log(line) }).then(
    (emulator) => {
      console.log(`Auth emulator ready at ${emulator.url}`);
      const shutdown = () => emulator.stop().then(() => process.exit(0));
      process.once('SIGINT', shutdown);
      process.once('SIGTERM', shutdown);
    },
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
