/**
 * The contract a release was built against and the one the live shell provides. A remote built
 * with contract X.Y.Z requires `^X.Y.0`: the same major (a breaking change bumps it) and at least the
 * minor it may use; a patch changes nothing a remote can see. The shell provides its own version.
 */
const fs = require('fs');
const path = require('path');
const semver = require('semver');
const { REPO_ROOT, ReleaseError } = require('./settings');

const contractFile = (root) => path.join(root, 'shared-contracts', 'src', 'contract-version.ts');
const CONTRACT_FILE = contractFile(REPO_ROOT);

function readContractVersion(file = CONTRACT_FILE) {
  if (!fs.existsSync(file)) throw new ReleaseError(`${file} does not exist: this code predates the contract version, so no shell could be checked against it.`);
  const match = /export const CONTRACT_VERSION\s*=\s*['"]([^'"]+)['"]/.exec(fs.readFileSync(file, 'utf8'));
  if (!match || !semver.valid(match[1])) throw new Error(`${file} must export CONTRACT_VERSION as a semver string`);
  return match[1];
}

const requiredRange = (version) => `^${semver.major(version)}.${semver.minor(version)}.0`;

/**
 * @param {{ requires: string, provides: string[] }} contract
 * @returns {boolean}
 */
const isProvided = ({ requires, provides }) => provides.some((version) => semver.satisfies(version, requires));

module.exports = { CONTRACT_FILE, contractFile, readContractVersion, requiredRange, isProvided };
