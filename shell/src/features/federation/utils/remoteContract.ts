import { CONTRACT_VERSION, contractSatisfies } from 'shared-contracts';

/** Why the shell will not run a remote: the contract range its release needs and the one the shell provides. */
export interface ContractRefusal {
  remote: string;
  requires: string;
  provided: string;
}

/** The contract range a raw mf-manifest.json declares (`metaData.contract.requires`); null for a plain build. */
export function requiredContract(manifest: unknown): string | null {
  const contract = (manifest as { metaData?: { contract?: { requires?: unknown } } } | null)?.metaData?.contract;
  if (contract === undefined || contract === null) return null;
  // A contract block without a readable range is refused (contractSatisfies fails it), not waved through.
  return typeof contract.requires === 'string' ? contract.requires : '(no readable range)';
}

/** Null when this shell can run the remote the manifest describes, else what it needs and what is here. */
export function contractRefusal(remote: string, manifest: unknown, provided = CONTRACT_VERSION): ContractRefusal | null {
  const requires = requiredContract(manifest);
  if (requires === null || contractSatisfies(requires, provided)) return null;
  return { remote, requires, provided };
}
