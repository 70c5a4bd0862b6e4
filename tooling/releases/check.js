/**
 * Before anything goes live: the release's mf-manifest.json and remote entry must answer and parse,
 * and the manifest must be the container promote was asked for. Reads http(s) URLs with fetch and
 * file: URLs from disk (a release root used without a host).
 */
const fs = require('fs');
const path = require('path');
const vm = require('vm');
const { fileURLToPath } = require('url');
const { ReleaseError } = require('./settings');

const TIMEOUT_MS = 5000;

async function readUrl(url) {
  if (url.startsWith('file:')) {
    const file = fileURLToPath(url);
    if (!fs.existsSync(file)) throw new ReleaseError(`${url} does not exist`);
    return fs.readFileSync(file, 'utf8');
  }
  if (!/^https?:/.test(url)) throw new ReleaseError(`${url} is not an http(s) or file: URL`);
  let response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new ReleaseError(`${url} did not answer: ${error.cause?.message ?? error.message}`);
  }
  if (!response.ok) throw new ReleaseError(`${url} answered ${response.status}`);
  return response.text();
}

/**
 * @param {{ manifestUrl: string, remote: string }} options  remote: the federation container name
 * @returns {Promise<{ manifest: Record<string, any>, entryUrl: string }>}
 */
async function checkRemote({ manifestUrl, remote }) {
  const text = await readUrl(manifestUrl);
  let manifest;
  try {
    manifest = JSON.parse(text);
  } catch (error) {
    throw new ReleaseError(`${manifestUrl} is not JSON: ${error.message}`);
  }
  if (manifest?.name !== remote) throw new ReleaseError(`${manifestUrl} is the manifest of '${manifest?.name}', not of '${remote}'`);
  const entry = manifest.metaData?.remoteEntry;
  if (!entry?.name) throw new ReleaseError(`${manifestUrl} names no remoteEntry`);
  const publicPath = manifest.metaData.publicPath;
  const base = publicPath && publicPath !== 'auto' ? publicPath : manifestUrl;
  const entryUrl = new URL(path.posix.join(entry.path || '', entry.name), new URL(base, manifestUrl)).href;
  const source = await readUrl(entryUrl);
  try {
    new vm.Script(source, { filename: entryUrl }); // compiles only: a syntax check, nothing runs
  } catch (error) {
    throw new ReleaseError(`${entryUrl} does not parse as JavaScript: ${error.message}`);
  }
  return { manifest, entryUrl };
}

module.exports = { checkRemote };
