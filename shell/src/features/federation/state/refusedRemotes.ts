import type { ContractRefusal } from '../utils/remoteContract';

/**
 * The remotes whose current release needs a contract this shell does not provide. Read by the route
 * to say why the remote's fallback panel shows; cleared when a later read of its manifest is compatible.
 */
const refused = new Map<string, ContractRefusal>();

/** Records a refusal; warns once per remote and range, however many routes or Retries meet it. */
export function refuseRemote(refusal: ContractRefusal): void {
  const known = refused.get(refusal.remote);
  refused.set(refusal.remote, refusal);
  if (known?.requires === refusal.requires) return;
  console.warn(
    `[federation] remote "${refusal.remote}" needs shared contract ${refusal.requires}, this shell provides ${refusal.provided}: its pages show the fallback panel`,
  );
}

export function acceptRemote(remote: string): void {
  refused.delete(remote);
}

export function refusalOf(remote: string): ContractRefusal | undefined {
  return refused.get(remote);
}

export class IncompatibleRemoteError extends Error {
  constructor(readonly refusal: ContractRefusal) {
    super(
      `remote "${refusal.remote}" needs shared contract ${refusal.requires}; this shell provides ${refusal.provided}`,
    );
    this.name = 'IncompatibleRemoteError';
  }
}
