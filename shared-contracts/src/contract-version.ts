/**
 * The version of this package's public contract: every exported type, value and the wire names
 * (versioned event names, globalThis keys) the apps meet through. A release records it: a remote
 * requires `^major.minor.0` of what it was built with and the shell provides its own, and promote
 * refuses a remote the live shell cannot run. Bump the major when a change would break a released
 * remote or shell, the minor when you only add, the patch when declarations only move; then run
 * `npm run contract-surface -w shared-contracts` (a test fails when the surface changes without it).
 */
export const CONTRACT_VERSION = '1.40.0';

/** What a remote's release writes into its mf-manifest.json as `metaData.contract`. */
export interface ReleaseContract {
  /** A caret range, `^major.minor.patch`: the contract versions the remote runs with. */
  requires: string;
  /** The CONTRACT_VERSION the remote was built with. */
  builtWith: string;
}

const CARET_RANGE = /^\^(\d+)\.(\d+)\.(\d+)$/;
const VERSION = /^(\d+)\.(\d+)\.(\d+)$/;

/**
 * Whether a contract version satisfies a release's caret range (semver's rules for `^x.y.z`; a
 * 0.x range holds its minor). Small enough for the shell to check a remote's manifest at run time
 * without a semver library; anything that is not a caret range is not satisfied.
 */
export function contractSatisfies(requires: string, provided: string = CONTRACT_VERSION): boolean {
  const range = CARET_RANGE.exec(requires)?.slice(1).map(Number);
  const version = VERSION.exec(provided)?.slice(1).map(Number);
  if (!range || !version) return false;
  const [major, minor, patch] = range as [number, number, number];
  const [hasMajor, hasMinor, hasPatch] = version as [number, number, number];
  const atLeast = hasMajor !== major ? false : hasMinor !== minor ? hasMinor > minor : hasPatch >= patch;
  if (major > 0) return atLeast;
  return hasMinor === minor && (minor > 0 || hasPatch === patch) && atLeast;
}

/**
 * The contract range a remote's raw mf-manifest.json declares (`metaData.contract.requires`), as
 * the shell and the page server gate it; null for a plain build (no contract block). A block
 * without a readable range gives a range nothing satisfies: refused, not waved through.
 */
export function requiredContract(manifest: unknown): string | null {
  const contract = (manifest as { metaData?: { contract?: { requires?: unknown } | null } } | null)?.metaData?.contract;
  if (contract === undefined || contract === null) return null;
  return typeof contract.requires === 'string' ? contract.requires : '(no readable range)';
}
