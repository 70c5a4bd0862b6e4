/**
 * Which release of a Node service (the API server, the page server) is live: the pointer file
 * <RELEASE_ROOT>/<app>/current holds its version. `npm run promote -w <app> -- <version>` sets it,
 * `npm run rollback -w <app>` sets it back to what the last promote replaced; both under the same
 * lock, atomic write and history as remotes.json (live.js), and both check first that the release
 * is complete and its entry parses. `npm run start:release -w <app>` starts the version the pointer
 * names (a supervisor restarting the service after a promote picks the new one up).
 */
const fs = require('fs');
const path = require('path');
const vm = require('vm');
const { ReleaseError, appInfo, releaseSettings } = require('./settings');
const { readRelease, releaseDir, listReleases } = require('./release');
const { withLiveLock, writeAtomically, readHistory, recordChange, lastUndoable } = require('./live');

const CURRENT = 'current';
const ENTRY = path.join('dist', 'main.js');

function serviceApp(app) {
  const info = appInfo(app);
  if (info.kind !== 'server') throw new ReleaseError(`${app} is not a Node service: its releases go live through remotes.json (npm run promote -w ${app}).`);
  return info;
}

const currentFile = (settings, app) => path.join(settings.releaseRoot, app, CURRENT);

/** @returns {string | null} the live version of a service, or null before its first promote */
function readCurrent(settings, app) {
  const file = currentFile(settings, app);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() || null : null;
}

/** @returns {string} the folder of a complete release whose entry parses */
function checkServiceRelease(settings, app, version) {
  if (!version || !readRelease(settings, app, version)) {
    const known = listReleases(settings, app).slice(-5);
    throw new ReleaseError(`No release ${version ?? '(none given)'} of ${app} in ${settings.releaseRoot}. Latest releases: ${known.join(', ') || 'none'}.`);
  }
  const dir = releaseDir(settings, app, version);
  try {
    new vm.Script(fs.readFileSync(path.join(dir, ENTRY), 'utf8'), { filename: ENTRY }); // a syntax check, nothing runs
  } catch (error) {
    throw new ReleaseError(`${path.join(dir, ENTRY)} is missing or does not parse: ${error.message}`);
  }
  return dir;
}

/**
 * Points <app>/current at `version` under the lock; `expect` may refuse (compare-and-swap).
 * @returns {Promise<{ from: string | null, to: string, changed: boolean }>}
 */
function setCurrent({ settings, app, version, entry, expect = () => {} }) {
  checkServiceRelease(settings, app, version);
  const pointer = currentFile(settings, app);
  return withLiveLock(pointer, () => {
    const from = readCurrent(settings, app);
    expect(from, readHistory(settings.history));
    if (from === version) return { from, to: version, changed: false };
    writeAtomically(pointer, `${version}\n`);
    recordChange(settings.history, pointer, { app, version, from, to: version, ...entry });
    return { from, to: version, changed: true };
  });
}

/** @param {{ app: string, version: string, env?: NodeJS.ProcessEnv }} options */
async function promoteService({ app, version, env = process.env }) {
  serviceApp(app);
  if (!version) throw new ReleaseError(`Which version? npm run promote -w ${app} -- <version>`);
  return setCurrent({ settings: releaseSettings(env), app, version, entry: { action: 'promote' } });
}

/** @param {{ app: string, env?: NodeJS.ProcessEnv }} options */
async function rollbackService({ app, env = process.env }) {
  serviceApp(app);
  const settings = releaseSettings(env);
  const pointer = currentFile(settings, app);
  const undo = lastUndoable(readHistory(settings.history), pointer, app);
  if (!undo) throw new ReleaseError(`Nothing to roll back: ${settings.history} has no promote of ${app} on ${pointer}.`);
  if (!undo.from) throw new ReleaseError(`Nothing to roll back to: ${app} had no live release before ${undo.to}.`);
  return setCurrent({
    settings,
    app,
    version: undo.from,
    entry: { action: 'rollback', undoes: undo.at },
    expect: (current, history) => {
      if (lastUndoable(history, pointer, app)?.at !== undo.at) throw new ReleaseError(`${app} was promoted or rolled back meanwhile: run rollback again.`);
      if (current !== undo.to) throw new ReleaseError(`${pointer} says ${current ?? 'nothing'}, not ${undo.to} that the last promote set (edited by hand?): promote a version instead.`);
    },
  });
}

/**
 * The release folder and entry to start: `version`, else the live one.
 * @returns {{ version: string, dir: string, main: string }}
 */
function releaseToStart({ app, version, env = process.env }) {
  serviceApp(app);
  const settings = releaseSettings(env);
  const chosen = version || readCurrent(settings, app);
  if (!chosen) throw new ReleaseError(`No version given and ${currentFile(settings, app)} names none: npm run start:release -w ${app} -- <version>, or promote one.`);
  const dir = checkServiceRelease(settings, app, chosen);
  return { version: chosen, dir, main: path.join(dir, ENTRY) };
}

module.exports = { CURRENT, currentFile, readCurrent, promoteService, rollbackService, releaseToStart };
