import { CONTRACT_VERSION, contractSatisfies, requiredContract } from 'shared-contracts';

/** Why the shell will not run a remote: the contract range its release needs and the one the shell provides. */
export interface ContractRefusal {
  remote: string;
  requires: string;
  provided: string;
}

/** Null when this shell can run the remote the manifest describes, else what it needs and what is here. */
export function contractRefusal(
  remote: string,
  manifest: unknown,
  provided = CONTRACT_VERSION,
): ContractRefusal | null {
  const requires = requiredContract(manifest);
  if (requires === null || contractSatisfies(requires, provided)) return null;
  return { remote, requires, provided };
}
