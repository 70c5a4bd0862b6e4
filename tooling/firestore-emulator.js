/**
 * The official Cloud Firestore emulator (Debian package google-cloud-cli-firestore-emulator, a Java
 * program) as a child process on a loopback port. It has Firestore's real transaction semantics
 * (locks, contention, aborted transactions retried by the client), which the server's tests rely on.
 *
 *   const emulator = await startFirestoreEmulator();
 *   process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
 *   await emulator.clearProject('demo-x');
 *   await emulator.stop();
 *
 * The launcher is a shell script that starts `java` as its child, so the emulator runs in a process
 * group of its own and is stopped as a group. The group's leader is a small shell watchdog: when the
 * process that asked for the emulator disappears (even by SIGKILL), it ends the group within a
 * second or two, so no emulator is ever left behind.
 *
 * A test run shares one emulator among its files: firestore-emulator-shared.js.
 *
 * `node tooling/firestore-emulator.js check` prints the launcher or exits 1 saying what to install;
 * `node tooling/firestore-emulator.js [port]` runs one in the foreground until Ctrl-C.
 */
const fs = require('fs');
const os = require('os');
const path = require('path');
const { execFileSync, spawn } = require('child_process');
const { answer, answers, freePort, isProcessGroupAlive, killGroup, sleep } = require('./process-group');

const DEBIAN_PACKAGE = 'google-cloud-cli-firestore-emulator';
const LAUNCHER_NAME = 'cloud_firestore_emulator';
const JAR_NAME = 'cloud-firestore-emulator.jar';
const DEFAULT_LAUNCHER = `/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/${LAUNCHER_NAME}`;
const START_TIMEOUT_MS = 90000;
const STOP_TIMEOUT_MS = 10000;
const CLEAR_LOCKS_LIMIT_MS = 90000;
const CLEAR_INTERNAL_ERRORS = 3;

/**
 * The group leader: starts the launcher, then waits while both the watched process and the
 * launcher live; when either is gone it signals the whole group, waits for it and removes the
 * emulator's temp folder. Its TERM trap (a handler, which children do not inherit, unlike an
 * ignored signal) lets it outlive its own group's signal to clean up.
 * Arguments: launcher, port, pid to watch, temp folder.
 */
const WATCHDOG = [
  "trap 'stopping=1' TERM",
  '"$1" start --host=127.0.0.1 --port="$2" &',
  'emulator=$!',
  'while kill -0 "$3" 2>/dev/null && kill -0 "$emulator" 2>/dev/null; do sleep 1; done',
  'kill -TERM 0',
  'wait',
  'rm -rf "$4"',
].join('\n');

const usable = (launcher) => fs.existsSync(launcher) && fs.existsSync(path.join(path.dirname(launcher), JAR_NAME));

/**
 * The launcher script of the installed Debian package; throws naming the package when it is missing.
 * @param {{ launcher?: string, debianPackage?: string }} [where] where to look (tests point it elsewhere)
 */
function findFirestoreEmulatorLauncher({ launcher = DEFAULT_LAUNCHER, debianPackage = DEBIAN_PACKAGE } = {}) {
  if (usable(launcher)) return launcher;
  // Another layout of the same package: ask dpkg where it put the launcher.
  let listed = '';
  try {
    listed = execFileSync('dpkg', ['-L', debianPackage], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    // not installed, or no dpkg
  }
  const found = listed.split('\n').find((file) => path.basename(file) === LAUNCHER_NAME && usable(file));
  if (found) return found;
  throw new Error(
    `The Firestore emulator is not installed: no ${LAUNCHER_NAME} with its ${JAR_NAME} (looked at ${launcher} ` +
      `and in \`dpkg -L ${debianPackage}\`). Install the Debian package ${debianPackage} ` +
      `(apt-get install ${debianPackage}; it runs on Java 17 or newer).`,
  );
}

function logTail(file) {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-40).join('\n');
  } catch {
    return '(no output)';
  }
}

/** Ends the emulator's process group: SIGTERM, then SIGKILL when it has not ended within 10 s. */
async function stopProcessGroup(pid) {
  killGroup(pid, 'SIGTERM');
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (isProcessGroupAlive(pid)) {
    if (Date.now() > deadline) {
      killGroup(pid, 'SIGKILL');
      break;
    }
    await sleep(100);
  }
}

/**
 * Deletes every document of `projectId` (the emulator's own REST call): a test's project is left
 * empty for the next run and its memory freed.
 *
 * The emulator refuses (409 ABORTED, "Transaction lock timeout") while a transaction holds a lock in
 * the project, and a client that died inside one (a server killed like a crashed machine) leaves its
 * locks held until the emulator lets them lapse, about 60 s later (measured). It also fails now and
 * then with its own internal error (500 UNKNOWN, seen once in a CI run while other test files used
 * it), which the same call a moment later does not. So a refusal is asked again each second until
 * `CLEAR_LOCKS_LIMIT_MS`, an internal error up to CLEAR_INTERNAL_ERRORS times; anything else, and
 * what is still refused after that, is an error.
 */
async function clearProject(host, projectId) {
  const url = `http://${host}/emulator/v1/projects/${encodeURIComponent(projectId)}/databases/(default)/documents`;
  const deadline = Date.now() + CLEAR_LOCKS_LIMIT_MS;
  let internalErrors = 0;
  for (;;) {
    const response = await fetch(url, { method: 'DELETE', headers: { connection: 'close' } });
    const body = await response.text();
    if (response.ok) return;
    if (response.status === 500) internalErrors += 1;
    const again =
      (response.status === 409 || (response.status === 500 && internalErrors <= CLEAR_INTERNAL_ERRORS)) &&
      Date.now() <= deadline;
    if (!again) {
      throw new Error(`Clearing Firestore project ${projectId} failed (${response.status}): ${body.slice(0, 200)}`);
    }
    // Test tooling, no shopper waits on it: a second between asks while the emulator holds the locks.
    await sleep(1000);
  }
}

/**
 * Starts the emulator on 127.0.0.1 and resolves once it answers `Ok` on `/`.
 * @param {{ port?: number, watchPid?: number }} [options]
 *   port: default a free one; watchPid: the emulator ends when this process is gone (default this one).
 * @returns {Promise<FirestoreEmulator>}
 */
async function startFirestoreEmulator({ port, watchPid = process.pid } = {}) {
  const launcher = findFirestoreEmulatorLauncher();
  const chosenPort = port ?? (await freePort());
  const base = `http://127.0.0.1:${chosenPort}`;
  if (await answers(`${base}/`)) {
    throw new Error(
      `Port ${chosenPort} is already in use (something answers at ${base}/). Stop it or pick another port.`,
    );
  }
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'firestore-emulator-'));
  const logFile = path.join(tmpDir, 'emulator.log');
  const output = fs.openSync(logFile, 'a');
  // Output goes to a file, not a pipe: the emulator may outlive the test file that started it, and
  // the starter holds no handle that would keep its event loop alive.
  const child = spawn(
    '/bin/bash',
    ['-c', WATCHDOG, 'firestore-emulator', launcher, String(chosenPort), String(watchPid), tmpDir],
    {
      cwd: tmpDir,
      detached: true,
      stdio: ['ignore', output, output],
    },
  );
  fs.closeSync(output);
  child.unref();
  let exited = null;
  child.once('exit', (code, signal) => {
    exited = { code, signal };
  });
  child.once('error', (error) => {
    exited = { code: null, signal: null, error };
  });

  let stopping = null;
  const stop = () => {
    stopping ??= (async () => {
      if (child.pid) await stopProcessGroup(child.pid);
      fs.rmSync(tmpDir, { recursive: true, force: true });
    })();
    return stopping;
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (exited !== null) {
      const output = logTail(logFile);
      await stop();
      throw new Error(
        `The Firestore emulator exited during start-up (code ${exited.code}, signal ${exited.signal}` +
          `${exited.error ? `, ${exited.error.message}` : ''}). Its output:\n${output}`,
      );
    }
    if ((await answer(`${base}/`))?.trim() === 'Ok') break;
    if (Date.now() > deadline) {
      const output = logTail(logFile);
      await stop();
      throw new Error(
        `The Firestore emulator was not ready at ${base}/ within ${START_TIMEOUT_MS / 1000} s. Its output:\n${output}`,
      );
    }
    await sleep(200);
  }

  const host = `127.0.0.1:${chosenPort}`;
  return {
    url: base,
    host,
    port: chosenPort,
    pid: child.pid,
    logFile,
    stop,
    clearProject: (projectId) => clearProject(host, projectId),
  };
}

/**
 * @typedef {object} FirestoreEmulator
 * @property {string} url   e.g. http://127.0.0.1:8080
 * @property {string} host  e.g. 127.0.0.1:8080 (the value of FIRESTORE_EMULATOR_HOST)
 * @property {number} port
 * @property {number} pid   the process group's id
 * @property {string} logFile  the emulator's output
 * @property {() => Promise<void>} stop  SIGTERM to the group, SIGKILL after 10 s
 * @property {(projectId: string) => Promise<void>} clearProject  deletes every document of a project
 */

module.exports = {
  DEBIAN_PACKAGE,
  START_TIMEOUT_MS,
  STOP_TIMEOUT_MS,
  findFirestoreEmulatorLauncher,
  startFirestoreEmulator,
  stopProcessGroup,
  clearProject,
};

if (require.main === module) {
  const [command] = process.argv.slice(2);
  if (command === 'check') {
    try {
      const launcher = findFirestoreEmulatorLauncher();
      try {
        execFileSync('java', ['-version'], { stdio: 'ignore' });
      } catch {
        throw new Error(`The Firestore emulator needs Java 17 or newer on the PATH (Debian: openjdk-17-jre-headless).`);
      }
      console.log(launcher);
    } catch (error) {
      console.error(error.message);
      process.exit(1);
    }
  } else {
    startFirestoreEmulator({ port: Number(command) || undefined }).then(
      (emulator) => {
        console.log(`Firestore emulator ready: FIRESTORE_EMULATOR_HOST=${emulator.host}`);
        // The emulator is unref'd: this timer keeps the foreground process (its watched parent) alive.
        const keepAlive = setInterval(() => undefined, 60_000);
        const shutdown = () => {
          clearInterval(keepAlive);
          emulator.stop().then(() => process.exit(0));
        };
        process.once('SIGINT', shutdown);
        process.once('SIGTERM', shutdown);
      },
      (error) => {
        console.error(error.message);
        process.exit(1);
      },
    );
  }
}
