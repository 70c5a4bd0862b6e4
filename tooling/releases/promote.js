/**
 * `npm run promote -w <app> -- <version>` and `npm run rollback -w <app>`: point the live
 * remotes.json at a release of a remote, or back at what it pointed at before the last promote.
 * Both check first that the target's manifest and entry answer and parse and that the live shell
 * provides the contract it was built against; only then is the live file changed (live.js).
 */
const fs = require('fs');
const path = require('path');
const { ReleaseError, appInfo, releaseSettings } = require('./settings');
const { readRelease, listReleases, readJson, RELEASE_RECORD } = require('./release');
const { readContractVersion, isProvided } = require('./contract');
const { checkRemote } = require('./check');
const { readHistory, setLiveRemote } = require('./live');

function remoteApp(app) {
  const info = appInfo(app);
  if (info.kind !== 'remote') {
    throw new ReleaseError(`promote and rollback switch a remote in remotes.json; ${app} is deployed from its release folder (see README, Releasing).`);
  }
  return info;
}

/** What the live shell provides: its release record beside the live remotes.json, else this checkout's contract. */
function liveShell(settings) {
  const dir = path.dirname(settings.liveRemotes);
  const file = path.join(dir, RELEASE_RECORD);
  const record = fs.existsSync(file) ? readJson(file) : null;
  if (record?.app === 'shell' && Array.isArray(record.contract?.provides)) {
    return { provides: record.contract.provides, label: `shell ${record.version} in ${dir}` };
  }
  const version = readContractVersion();
  return { provides: [version], label: `the shell in ${dir}, not a release: assumed built from this checkout` };
}

function assertShellRuns(record, settings) {
  const requires = record.contract?.requires;
  if (!requires) throw new ReleaseError(`${record.app} ${record.version} records no contract range (release.json contract.requires): release it again.`);
  const shell = liveShell(settings);
  if (!isProvided({ requires, provides: shell.provides })) {
    throw new ReleaseError(
      `Refused: ${record.app} ${record.version} needs shared contract ${requires}, but the live shell (${shell.label}) provides ` +
        `${shell.provides.join(', ')}. Promote a shell that provides ${requires} first, or release ${record.app} from code built against ${shell.provides.join(' or ')}.`,
    );
  }
}

/** The release a live URL belongs to, if it is one of this release root's. */
function releaseOfUrl(settings, app, url) {
  const match = url && new RegExp(`/${app}/([^/]+)/mf-manifest\\.json$`).exec(url);
  const record = match && readRelease(settings, app, match[1]);
  return record?.manifestUrl === url ? record : null;
}

/** The promote a rollback undoes: promotes push, rollbacks pop. */
function lastUndoable(history, livePath, remote) {
  const stack = [];
  for (const entry of history) {
    if (entry.live !== livePath || entry.remote !== remote) continue;
    if (entry.action === 'rollback') stack.pop();
    else stack.push(entry);
  }
  return stack.at(-1) ?? null;
}

/**
 * @param {{ app: string, version: string, env?: NodeJS.ProcessEnv }} options
 * @returns {Promise<{ from: string | null, to: string, changed: boolean }>}
 */
async function promote({ app, version, env = process.env }) {
  const { remote } = remoteApp(app);
  if (!version) throw new ReleaseError(`Which version? npm run promote -w ${app} -- <version>`);
  const settings = releaseSettings(env);
  const record = readRelease(settings, app, version);
  if (!record) {
    const known = listReleases(settings, app).slice(-5);
    throw new ReleaseError(`No release ${version} of ${app} in ${settings.releaseRoot}. Latest releases: ${known.join(', ') || 'none'}.`);
  }
  await checkRemote({ manifestUrl: record.manifestUrl, remote });
  assertShellRuns(record, settings);
  return setLiveRemote({
    livePath: settings.liveRemotes,
    historyPath: settings.history,
    remote,
    to: record.manifestUrl,
    entry: { action: 'promote', app, version },
  });
}

/**
 * @param {{ app: string, env?: NodeJS.ProcessEnv }} options
 * @returns {Promise<{ from: string | null, to: string, changed: boolean }>}
 */
async function rollback({ app, env = process.env }) {
  const { remote } = remoteApp(app);
  const settings = releaseSettings(env);
  const undo = lastUndoable(readHistory(settings.history), settings.liveRemotes, remote);
  if (!undo) throw new ReleaseError(`Nothing to roll back: ${settings.history} has no promote of ${app} on ${settings.liveRemotes}.`);
  if (undo.from === null) throw new ReleaseError(`Nothing to roll back to: remotes.json had no '${remote}' before ${app} ${undo.version} was promoted.`);
  await checkRemote({ manifestUrl: undo.from, remote });
  const target = releaseOfUrl(settings, app, undo.from);
  if (target) assertShellRuns(target, settings);
  return setLiveRemote({
    livePath: settings.liveRemotes,
    historyPath: settings.history,
    remote,
    to: undo.from,
    entry: { action: 'rollback', app, version: target?.version ?? null, undoes: undo.at },
    expect: (live, history) => {
      const now = lastUndoable(history, settings.liveRemotes, remote);
      if (now?.at !== undo.at || now?.to !== undo.to) throw new ReleaseError(`${app} was promoted or rolled back meanwhile: run rollback again.`);
      if (live[remote] !== undo.to) {
        throw new ReleaseError(`remotes.json has ${live[remote]} for '${remote}', not ${undo.to} that the last promote set (edited by hand?): promote a version instead.`);
      }
    },
  });
}

module.exports = { promote, rollback };
