/**
 * One official Firestore emulator for a whole test run: `sharedFirestoreEmulator()` gives every test
 * file the same emulator, started by the first file that needs one (a run that needs none pays
 * nothing), each file using projects of its own. The runner's global set-up and tear-down call
 * `prepareSharedFirestoreEmulator()` and `stopSharedFirestoreEmulator()`. Files run in several
 * worker processes, so the emulator is found through a folder named in the environment: its first
 * caller makes a `starting` folder (mkdir is atomic), the others wait for `emulator.json`.
 */
const fs = require('fs');
const os = require('os');
const path = require('path');
const { sleep } = require('./process-group');
const {
  START_TIMEOUT_MS,
  STOP_TIMEOUT_MS,
  clearProject,
  startFirestoreEmulator,
  stopProcessGroup,
} = require('./firestore-emulator');

const SHARED_DIR_ENV = 'STOREFRONT_FIRESTORE_EMULATOR_DIR';
const SHARED_OWNER_ENV = 'STOREFRONT_FIRESTORE_EMULATOR_OWNER';

const sharedStateFile = (dir) => path.join(dir, 'emulator.json');

function readSharedState(dir) {
  try {
    return JSON.parse(fs.readFileSync(sharedStateFile(dir), 'utf8'));
  } catch {
    return null;
  }
}

/** The test runner's global set-up: where the run's emulator will be recorded. Starts nothing. */
function prepareSharedFirestoreEmulator() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'firestore-emulator-run-'));
  process.env[SHARED_DIR_ENV] = dir;
  process.env[SHARED_OWNER_ENV] = String(process.pid);
  return dir;
}

/**
 * The run's emulator, started by the first caller (other callers, in this process or in another
 * test worker, wait for it). It lives until the run's tear-down, or until the runner's process is gone.
 * @returns {Promise<{ host: string, port: number, pid: number, clearProject: (projectId: string) => Promise<void> }>}
 */
async function sharedFirestoreEmulator() {
  const dir = process.env[SHARED_DIR_ENV];
  const owner = Number(process.env[SHARED_OWNER_ENV]);
  if (!dir || !owner) {
    throw new Error(
      `No shared Firestore emulator for this run: ${SHARED_DIR_ENV} is not set. The server's jest config sets it ` +
        '(globalSetup); run the tests from server/ with its config.',
    );
  }
  const starting = path.join(dir, 'starting');
  const deadline = Date.now() + START_TIMEOUT_MS + STOP_TIMEOUT_MS;
  for (;;) {
    const state = readSharedState(dir);
    if (state) return { ...state, clearProject: (projectId) => clearProject(state.host, projectId) };
    let mine = false;
    try {
      fs.mkdirSync(starting);
      mine = true;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    if (mine) {
      try {
        const emulator = await startFirestoreEmulator({ watchPid: owner });
        const state = { host: emulator.host, port: emulator.port, pid: emulator.pid };
        const temp = `${sharedStateFile(dir)}.${process.pid}`;
        fs.writeFileSync(temp, JSON.stringify(state));
        fs.renameSync(temp, sharedStateFile(dir));
      } finally {
        // Failed: the next caller tries again (and reports its own error).
        fs.rmSync(starting, { recursive: true, force: true });
      }
      continue;
    }
    if (Date.now() > deadline)
      throw new Error('Timed out waiting for another test file to start the Firestore emulator');
    await sleep(200);
  }
}

/** The test runner's global tear-down: stops the run's emulator if one was started. */
async function stopSharedFirestoreEmulator() {
  const dir = process.env[SHARED_DIR_ENV];
  if (!dir) return;
  const state = readSharedState(dir);
  if (state) await stopProcessGroup(state.pid);
  fs.rmSync(dir, { recursive: true, force: true });
  delete process.env[SHARED_DIR_ENV];
  delete process.env[SHARED_OWNER_ENV];
}

module.exports = { prepareSharedFirestoreEmulator, sharedFirestoreEmulator, stopSharedFirestoreEmulator };
