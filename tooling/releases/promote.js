/**
 * `npm run promote -w <app> -- <version>` and `npm run rollback -w <app>`: point the live
 * remotes.json at a release of a remote, or back at what it pointed at before the last promote
 * (the shell's own releases go live through deploy-shell.js).
 * Both check first that the target's manifest and entry answer and parse, that its server build
 * answers, parses and has the integrity its release recorded, and that the live shell provides the
 * contract it was built against; only then is the live file changed (live.js), with the server
 * build's integrity beside the remote's URL for the page server to verify.
 */
const path = require('path');
const { ReleaseError, appInfo, releaseSettings } = require('./settings');
const { readRelease, releaseOfUrl, listReleases, releaseDir } = require('./release');
const { readContractVersion, isProvided } = require('./contract');
const { checkRemote, checkServerBuild, recordServerBuild } = require('./check');
const { readHistory, setLiveRemote, lastUndoable } = require('./live');
const { promoteShell, rollbackShell, liveShellRecord } = require('./deploy-shell');

function promotableApp(app) {
  const info = appInfo(app);
  if (info.kind === 'server') {
    throw new ReleaseError(`The server is not promoted: start its release (npm run start:release -w server -- <version>).`);
  }
  return info;
}

/** What the live shell provides: its release record beside the live remotes.json, else this checkout's contract. */
function liveShell(settings) {
  const dir = path.dirname(settings.liveRemotes);
  const record = liveShellRecord(dir);
  if (Array.isArray(record?.contract?.provides)) {
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

/**
 * The integrity of the release's server build, checked against the file its URL serves (null: the
 * release has none). A release recorded before integrity was takes it from its own folder in the
 * release root, which no promote changes.
 * @returns {Promise<string | null>}
 */
async function serverIntegrity(settings, record, remote) {
  const server = record.server ?? recordServerBuild(releaseDir(settings, record.app, record.version));
  if (!server) return null;
  const { integrity } = await checkServerBuild({ manifestUrl: record.manifestUrl, remote, integrity: server.integrity });
  return integrity;
}

/**
 * @param {{ app: string, version: string, env?: NodeJS.ProcessEnv }} options
 * @returns {Promise<{ from: string | null, to: string, changed: boolean }>}
 */
async function promote({ app, version, env = process.env }) {
  const { remote, kind } = promotableApp(app);
  if (kind === 'shell') return promoteShell({ version, env });
  if (!version) throw new ReleaseError(`Which version? npm run promote -w ${app} -- <version>`);
  const settings = releaseSettings(env);
  const record = readRelease(settings, app, version);
  if (!record) {
    const known = listReleases(settings, app).slice(-5);
    throw new ReleaseError(`No release ${version} of ${app} in ${settings.releaseRoot}. Latest releases: ${known.join(', ') || 'none'}.`);
  }
  await checkRemote({ manifestUrl: record.manifestUrl, remote });
  const integrity = await serverIntegrity(settings, record, remote);
  assertShellRuns(record, settings);
  return setLiveRemote({
    livePath: settings.liveRemotes,
    historyPath: settings.history,
    remote,
    to: record.manifestUrl,
    integrity,
    entry: { action: 'promote', app, version },
  });
}

/**
 * @param {{ app: string, env?: NodeJS.ProcessEnv }} options
 * @returns {Promise<{ from: string | null, to: string, changed: boolean }>}
 */
async function rollback({ app, env = process.env }) {
  const { remote, kind } = promotableApp(app);
  if (kind === 'shell') return rollbackShell({ env });
  const settings = releaseSettings(env);
  const undo = lastUndoable(readHistory(settings.history), settings.liveRemotes, app);
  if (!undo) throw new ReleaseError(`Nothing to roll back: ${settings.history} has no promote of ${app} on ${settings.liveRemotes}.`);
  if (undo.from === null) throw new ReleaseError(`Nothing to roll back to: remotes.json had no '${remote}' before ${app} ${undo.version} was promoted.`);
  await checkRemote({ manifestUrl: undo.from, remote });
  const target = releaseOfUrl(settings, app, undo.from);
  // Back to what was live before any release: there is no recorded integrity to name for it.
  const integrity = target ? await serverIntegrity(settings, target, remote) : null;
  if (target) assertShellRuns(target, settings);
  return setLiveRemote({
    livePath: settings.liveRemotes,
    historyPath: settings.history,
    remote,
    to: undo.from,
    integrity,
    entry: { action: 'rollback', app, version: target?.version ?? null, undoes: undo.at },
    expect: (live, history) => {
      const now = lastUndoable(history, settings.liveRemotes, app);
      if (now?.at !== undo.at || now?.to !== undo.to) throw new ReleaseError(`${app} was promoted or rolled back meanwhile: run rollback again.`);
      if (live[remote] !== undo.to) {
        throw new ReleaseError(`remotes.json has ${live[remote]} for '${remote}', not ${undo.to} that the last promote set (edited by hand?): promote a version instead.`);
      }
    },
  });
}

module.exports = { promote, rollback };
