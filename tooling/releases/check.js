/**
 * Before anything goes live: the release's mf-manifest.json and remote entry must answer and parse,
 * and the manifest must be the container promote was asked for; its server build (the code the page
 * server executes) must answer, parse and have the sha256 its release recorded. Reads http(s) URLs
 * with fetch and file: URLs from disk (a release root used without a host).
 */
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');
const vm = require('vm');
const { fileURLToPath } = require('url');
const { ReleaseError } = require('./settings');
const { SERVER_DIR, SERVER_MANIFEST } = require('../server-build');

/**
 * How long promote waits for one file of a release. A promote is an operator's one-off command,
 * and a release host under load or a CDN filling a cold cache can take seconds: waiting longer
 * costs nothing, refusing a good release for a slow answer costs a retry by hand.
 */
const TIMEOUT_MS = 30_000;
/** Where a remote's server build is named, beside its mf-manifest.json (tooling/server-build.js). */
const SERVER_MANIFEST_PATH = `${SERVER_DIR}/${SERVER_MANIFEST}`;
/** A server build is one .js file beside its manifest, as the page server requires. */
const SERVER_ENTRY_FILE = /^[A-Za-z0-9_-][A-Za-z0-9._-]*\.js$/;
const SHA256_SRI = /^sha256-[A-Za-z0-9+/]{43}=$/;

/** The SRI form of a file's sha256, as the page server checks it. */
const integrityOf = (bytes) => `sha256-${crypto.createHash('sha256').update(bytes).digest('base64')}`;

/**
 * A path read from a manifest, to be joined under a release: relative, without '..' or a scheme.
 * @returns {string} the path
 */
function assertRelativePath(value, what) {
  const segments = String(value).split(/[\\/]/);
  if (typeof value !== 'string' || /^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('/') || value.startsWith('\\') || segments.includes('..')) {
    throw new ReleaseError(`${what} is '${value}': it must be a path inside the release (no '..', not absolute).`);
  }
  return value;
}

/**
 * @param {string} url
 * @param {{ followRedirects?: boolean }} [options] the page server follows none for code it runs
 * @returns {Promise<Buffer>}
 */
async function readBytes(url, { followRedirects = true } = {}) {
  if (url.startsWith('file:')) {
    const file = fileURLToPath(url);
    if (!fs.existsSync(file)) throw new ReleaseError(`${url} does not exist`);
    return fs.readFileSync(file);
  }
  if (!/^https?:/.test(url)) throw new ReleaseError(`${url} is not an http(s) or file: URL`);
  let response;
  try {
    response = await fetch(url, { redirect: followRedirects ? 'follow' : 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new ReleaseError(`${url} did not answer: ${error.cause?.message ?? error.message}`);
  }
  if (response.status >= 300 && response.status < 400) throw new ReleaseError(`${url} redirects (${response.status}): the page server reads code only where it was named`);
  if (!response.ok) throw new ReleaseError(`${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

const readUrl = async (url, options) => (await readBytes(url, options)).toString('utf8');

function parseJson(text, url) {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ReleaseError(`${url} is not JSON: ${error.message}`);
  }
}

function assertParses(source, url) {
  try {
    new vm.Script(source, { filename: url }); // compiles only: a syntax check, nothing runs
  } catch (error) {
    throw new ReleaseError(`${url} does not parse as JavaScript: ${error.message}`);
  }
}

/**
 * @param {{ manifestUrl: string, remote: string }} options  remote: the federation container name
 * @returns {Promise<{ manifest: Record<string, any>, entryUrl: string }>}
 */
async function checkRemote({ manifestUrl, remote }) {
  const manifest = parseJson(await readUrl(manifestUrl), manifestUrl);
  if (manifest?.name !== remote) throw new ReleaseError(`${manifestUrl} is the manifest of '${manifest?.name}', not of '${remote}'`);
  const entry = manifest.metaData?.remoteEntry;
  if (!entry?.name) throw new ReleaseError(`${manifestUrl} names no remoteEntry`);
  const entryPath = path.posix.join(assertRelativePath(entry.path || '', `${manifestUrl}'s remoteEntry.path`), assertRelativePath(entry.name, `${manifestUrl}'s remoteEntry.name`));
  const publicPath = manifest.metaData.publicPath;
  const base = publicPath && publicPath !== 'auto' ? publicPath : manifestUrl;
  const entryUrl = new URL(entryPath, new URL(base, manifestUrl)).href;
  assertParses(await readUrl(entryUrl), entryUrl);
  return { manifest, entryUrl };
}

/** The server build a server-manifest.json names: a file name beside it. */
function serverEntryOf(manifest, where) {
  const entry = manifest?.entry;
  if (typeof entry !== 'string' || !SERVER_ENTRY_FILE.test(entry)) {
    throw new ReleaseError(`${where} names '${entry}' as its server build: it must be a .js file beside it.`);
  }
  return entry;
}

/**
 * What a release records of the server build in its folder (null: it has none): the files, relative
 * to the folder, and the build's integrity.
 * @returns {{ manifest: string, entry: string, integrity: string } | null}
 */
function recordServerBuild(dir) {
  const manifestFile = path.join(dir, SERVER_DIR, SERVER_MANIFEST);
  if (!fs.existsSync(manifestFile)) return null;
  const manifest = parseJson(fs.readFileSync(manifestFile, 'utf8'), manifestFile);
  const entry = serverEntryOf(manifest, manifestFile);
  const entryFile = path.join(dir, SERVER_DIR, entry);
  if (!fs.existsSync(entryFile)) throw new ReleaseError(`${manifestFile} names ${entry}, which the build did not write`);
  return { manifest: SERVER_MANIFEST_PATH, entry: `${SERVER_DIR}/${entry}`, integrity: integrityOf(fs.readFileSync(entryFile)) };
}

/**
 * The server build the page server will execute, as it will read it: beside the release's
 * mf-manifest.json, answering, parsing, and with the integrity its release recorded.
 * @param {{ manifestUrl: string, remote: string, integrity: string }} options
 * @returns {Promise<{ entryUrl: string, integrity: string }>}
 */
async function checkServerBuild({ manifestUrl, remote, integrity }) {
  if (!SHA256_SRI.test(integrity)) throw new ReleaseError(`the release records '${integrity}' as its server build's integrity, not sha256-<base64>`);
  const serverManifestUrl = new URL(SERVER_MANIFEST_PATH, manifestUrl).href;
  const manifest = parseJson(await readUrl(serverManifestUrl, { followRedirects: false }), serverManifestUrl);
  if (manifest?.name !== remote) throw new ReleaseError(`${serverManifestUrl} is the server manifest of '${manifest?.name}', not of '${remote}'`);
  const entryUrl = new URL(serverEntryOf(manifest, serverManifestUrl), serverManifestUrl).href;
  const bytes = await readBytes(entryUrl, { followRedirects: false });
  const served = integrityOf(bytes);
  if (served !== integrity) {
    throw new ReleaseError(`Refused: ${entryUrl} has ${served}, but its release recorded ${integrity}: the server build changed after it was released. Release it again.`);
  }
  assertParses(bytes.toString('utf8'), entryUrl);
  return { entryUrl, integrity };
}

module.exports = { checkRemote, checkServerBuild, recordServerBuild, integrityOf, assertRelativePath, SERVER_MANIFEST_PATH };
