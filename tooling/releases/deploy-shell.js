/**
 * `npm run promote -w shell -- <version>` and `npm run rollback -w shell`. A shell release is a site
 * root: going live copies it into the live shell folder (the one holding the live remotes.json),
 * keeping that folder's own remotes.json and config.json. Content-hashed files go first (new names:
 * nothing served changes), then the stable-named ones, release.json, and index.html last, each
 * written beside and renamed. Old hashed files stay, so a shopper mid-session still loads the chunks
 * of the shell they started with. The shell's server build (the frame the page server renders pages
 * in) is named by its integrity in the live remotes.json, as a remote's is. Refused when a live
 * remote needs a contract the shell lacks.
 */
const fs = require('fs');
const path = require('path');
const vm = require('vm');
const { APPS, ReleaseError, releaseSettings } = require('./settings');
const { RELEASE_RECORD, readRelease, releaseDir, releaseOfUrl, listReleases, readJson } = require('./release');
const { isProvided } = require('./contract');
const { withLiveLock, writeAtomically, readLive, readHistory, recordChange, lastUndoable, serverIntegrityKey, withServerIntegrity } = require('./live');

const LIVE_OWNED = new Set(['remotes.json', 'config.json']);
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/;

function filesOf(dir, prefix = '') {
  return fs.readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(prefix, entry.name);
    return entry.isDirectory() ? filesOf(dir, relative) : [relative];
  });
}

const rank = (file) => (file === 'index.html' ? 3 : file === RELEASE_RECORD ? 2 : HASHED.test(file) ? 0 : 1);
const deployOrder = (files) => files.filter((file) => !LIVE_OWNED.has(file)).sort((a, b) => rank(a) - rank(b));

/** @returns {Record<string, any> | null} the record of the shell release the live folder holds */
function liveShellRecord(liveDir) {
  const file = path.join(liveDir, RELEASE_RECORD);
  const record = fs.existsSync(file) ? readJson(file) : null;
  return record?.app === 'shell' ? record : null;
}

function checkShellRelease(settings, version) {
  const record = version && readRelease(settings, 'shell', version);
  if (!record) {
    const known = listReleases(settings, 'shell').slice(-5);
    throw new ReleaseError(`No release ${version ?? '(none given)'} of shell in ${settings.releaseRoot}. Latest releases: ${known.join(', ') || 'none'}.`);
  }
  const dir = releaseDir(settings, 'shell', version);
  if (!fs.existsSync(path.join(dir, 'index.html'))) throw new ReleaseError(`${dir} has no index.html`);
  try {
    new vm.Script(fs.readFileSync(path.join(dir, 'main.js'), 'utf8'), { filename: 'main.js' }); // a syntax check
  } catch (error) {
    throw new ReleaseError(`${dir}/main.js is missing or does not parse: ${error.message}`);
  }
  return { record, dir };
}

/** Every live remote that is a release must find its contract in what the shell provides. */
function assertLiveRemotesRun(settings, record) {
  const live = readLive(settings.liveRemotes);
  const provides = record.contract?.provides ?? [];
  const unmet = Object.entries(APPS)
    .filter(([, info]) => info.kind === 'remote')
    .map(([app, info]) => releaseOfUrl(settings, app, live[info.remote]))
    .filter((remote) => remote && !isProvided({ requires: remote.contract?.requires ?? '*', provides }))
    .map((remote) => `${remote.app} ${remote.version} needs ${remote.contract.requires}`);
  if (unmet.length) {
    throw new ReleaseError(
      `Refused: shell ${record.version} provides shared contract ${provides.join(', ') || 'none'}, but live ${unmet.join('; ')}. ` +
        `Promote remotes built against ${provides.join(' or ')} first, or a shell that provides what they need.`,
    );
  }
}

function deployShell({ settings, version, action, expect = () => {} }) {
  const { record, dir } = checkShellRelease(settings, version);
  const liveDir = path.dirname(settings.liveRemotes);
  return withLiveLock(settings.liveRemotes, () => {
    expect(readHistory(settings.history), liveShellRecord(liveDir));
    assertLiveRemotesRun(settings, record);
    const from = liveShellRecord(liveDir)?.version ?? null;
    const integrity = record.server?.integrity ?? null;
    const live = readLive(settings.liveRemotes);
    const integrityLive = (live[serverIntegrityKey('shell')] ?? null) === integrity;
    if (from === version && integrityLive) return { from, to: version, changed: false };
    if (from !== version) {
      for (const file of deployOrder(filesOf(dir))) {
        fs.mkdirSync(path.dirname(path.join(liveDir, file)), { recursive: true });
        writeAtomically(path.join(liveDir, file), fs.readFileSync(path.join(dir, file)));
      }
    }
    // The page server runs the shell's server build (its frame) only with the integrity named here.
    if (!integrityLive) writeAtomically(settings.liveRemotes, `${JSON.stringify(withServerIntegrity(live, 'shell', integrity), null, 2)}\n`);
    recordChange(settings.history, settings.liveRemotes, { action, app: 'shell', version, from, to: version, ...(integrity ? { integrity } : {}) });
    return { from, to: version, changed: true };
  });
}

function promoteShell({ version, env = process.env }) {
  return deployShell({ settings: releaseSettings(env), version, action: 'promote' });
}

async function rollbackShell({ env = process.env }) {
  const settings = releaseSettings(env);
  const undo = lastUndoable(readHistory(settings.history), settings.liveRemotes, 'shell');
  if (!undo) throw new ReleaseError(`Nothing to roll back: ${settings.history} has no promote of shell on ${settings.liveRemotes}.`);
  if (!undo.from) throw new ReleaseError(`Nothing to roll back to: the shell before ${undo.version} was not a release (rebuild it, or promote a shell release).`);
  return deployShell({
    settings,
    version: undo.from,
    action: 'rollback',
    expect: (history, live) => {
      if (lastUndoable(history, settings.liveRemotes, 'shell')?.at !== undo.at) throw new ReleaseError('shell was promoted or rolled back meanwhile: run rollback again.');
      if (live?.version !== undo.to) throw new ReleaseError(`the live shell is ${live?.version ?? 'not a release'}, not ${undo.to} that the last promote put there: promote a version instead.`);
    },
  });
}

module.exports = { promoteShell, rollbackShell, liveShellRecord };
