/**
 * The compatibility gate of issue 18 on the server: a remote's release records in its browser
 * manifest the shared-contract range it needs (`metaData.contract.requires`); the page server
 * renders with it only when the contract it provides to the build satisfies that range, as the
 * shell at run time refuses a remote it cannot run (shell/src/features/federation/utils/remoteContract.ts).
 */
import { CONTRACT_VERSION, contractSatisfies } from 'shared-contracts';

/** The range a raw mf-manifest.json declares; null for a plain build (no contract block). */
export function requiredContract(manifest: unknown): string | null {
  const contract = (manifest as { metaData?: { contract?: { requires?: unknown } | null } } | null)?.metaData?.contract;
  if (contract === undefined || contract === null) return null;
  // A contract block without a readable range is refused (contractSatisfies fails it), not waved through.
  return typeof contract.requires === 'string' ? contract.requires : '(no readable range)';
}

/** Why a remote may not be server-rendered, or null when `provided` satisfies what its manifest needs. */
export function contractRefusal(manifest: unknown, provided: string = CONTRACT_VERSION): string | null {
  const requires = requiredContract(manifest);
  if (requires === null || contractSatisfies(requires, provided)) return null;
  return `it needs shared contract ${requires}, the page server provides ${provided}`;
}
