/**
 * The live remotes.json and its history. Every change is a read-modify-write under a lock on the
 * live file (proper-lockfile: a lock directory beside it, taken over when stale), written to a
 * temporary file and renamed over the live one, so a shopper's shell reads either the old or the
 * new file and two teams promoting at once both keep their change.
 *
 * Beside a remote's URL, `"<remote>.serverIntegrity": "sha256-<base64>"` names the server build the
 * page server may execute (serverIntegrityKey in shared-contracts' config.ts, which documents the
 * format): a string under a key that is no remote name, so every shell and page server reads the file.
 */
const crypto = require('crypto');
const fs = require('fs');
const os = require('os');
const path = require('path');
const lockfile = require('proper-lockfile');
const { execFileSync } = require('child_process');
const { ReleaseError } = require('./settings');

const LOCK_OPTIONS = {
  realpath: false,
  stale: 10000,
  update: 2000,
  retries: { retries: 200, factor: 1.3, minTimeout: 10, maxTimeout: 200, randomize: true },
};

async function withLiveLock(livePath, action) {
  let unlock;
  try {
    unlock = await lockfile.lock(livePath, LOCK_OPTIONS);
  } catch (error) {
    throw new ReleaseError(`cannot lock ${livePath}: ${error.message}`);
  }
  try {
    return await action();
  } finally {
    await unlock();
  }
}

/** The key of a remote's server-build integrity, as shared-contracts' serverIntegrityKey names it. */
const serverIntegrityKey = (remote) => `${remote}.serverIntegrity`;

/**
 * The live file with `remote` at `url` and its server-build integrity (null: none, the key goes),
 * the integrity written right after the remote's URL.
 * @param {Record<string, string>} live
 * @returns {Record<string, string>}
 */
function withRemote(live, remote, url, integrity) {
  const key = serverIntegrityKey(remote);
  const next = {};
  const put = () => {
    next[remote] = url;
    if (integrity) next[key] = integrity;
  };
  for (const [name, value] of Object.entries(live)) {
    if (name === remote) put();
    else if (name !== key) next[name] = value;
  }
  if (!(remote in next)) put();
  return next;
}

/**
 * The live file naming `integrity` as the server build of `name` (null: none, the key goes): the
 * shell's own server build, whose files the shell's promote copies beside this file.
 * @param {Record<string, string>} live
 * @returns {Record<string, string>}
 */
function withServerIntegrity(live, name, integrity) {
  const key = serverIntegrityKey(name);
  const next = Object.fromEntries(Object.entries(live).filter(([entry]) => entry !== key));
  if (integrity) next[key] = integrity;
  return next;
}

/** @returns {Record<string, string>} */
function readLive(livePath) {
  if (!fs.existsSync(livePath)) throw new ReleaseError(`${livePath} does not exist (set LIVE_REMOTES, or build the shell first)`);
  const live = JSON.parse(fs.readFileSync(livePath, 'utf8'));
  if (typeof live !== 'object' || live === null || Array.isArray(live)) throw new ReleaseError(`${livePath} is not a JSON object`);
  return live;
}

function writeAtomically(file, text) {
  const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  const fd = fs.openSync(temporary, 'w');
  try {
    fs.writeSync(fd, text);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(temporary, file);
}

function whoIsDeploying(env = process.env) {
  try {
    const name = execFileSync('git', ['config', 'user.name'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    if (name) return name;
  } catch {
    // no git or no name configured: fall back to the login
  }
  return env.USER || os.userInfo().username;
}

/** One line of history: when, who, which live file, and the change's own fields. */
function recordChange(historyPath, livePath, change) {
  const entry = { at: new Date().toISOString(), who: whoIsDeploying(), live: livePath, ...change };
  fs.mkdirSync(path.dirname(historyPath), { recursive: true });
  fs.appendFileSync(historyPath, `${JSON.stringify(entry)}\n`);
}

/** @returns {Array<Record<string, any>>} the history's entries, oldest first */
function readHistory(historyPath) {
  if (!fs.existsSync(historyPath)) return [];
  return fs
    .readFileSync(historyPath, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/** The change a rollback of `app` undoes: promotes push, rollbacks pop. */
function lastUndoable(history, livePath, app) {
  const stack = [];
  for (const entry of history) {
    if (entry.live !== livePath || entry.app !== app) continue;
    if (entry.action === 'rollback') stack.pop();
    else stack.push(entry);
  }
  return stack.at(-1) ?? null;
}

/**
 * Sets one remote's entry (and its server build's integrity) in the live file and records the change, under the lock.
 * @param {{ livePath: string, historyPath: string, remote: string, to: string, integrity?: string | null,
 *           entry: Record<string, unknown>, expect?: (live: Record<string, string>, history: Array<Record<string, any>>) => void }} change
 *   `integrity`: the sha256 of the release's server build (null: it has none).
 *   `expect` runs under the lock and may refuse (the compare half of compare-and-swap).
 * @returns {Promise<{ from: string | null, to: string, changed: boolean }>}
 */
function setLiveRemote({ livePath, historyPath, remote, to, integrity = null, entry, expect = () => {} }) {
  return withLiveLock(livePath, () => {
    const live = readLive(livePath);
    expect(live, readHistory(historyPath));
    const from = live[remote] ?? null;
    if (from === to && (live[serverIntegrityKey(remote)] ?? null) === integrity) return { from, to, changed: false };
    writeAtomically(livePath, `${JSON.stringify(withRemote(live, remote, to, integrity), null, 2)}\n`);
    recordChange(historyPath, livePath, { remote, from, to, ...(integrity ? { integrity } : {}), ...entry });
    return { from, to, changed: true };
  });
}

module.exports = { withLiveLock, writeAtomically, readLive, readHistory, recordChange, lastUndoable, setLiveRemote, serverIntegrityKey, withRemote, withServerIntegrity };
