import { REMOTE_NAMES, type RemoteName } from 'shared-contracts';

/** A module a remote exposes, as "<remote>/<ExposedName>". */
export type RemoteModuleId = `${RemoteName}/${string}`;

export const remoteOf = (id: RemoteModuleId): RemoteName => id.split('/')[0] as RemoteName;

export const exposedNameOf = (id: RemoteModuleId): string => id.slice(id.indexOf('/') + 1);

/** A module named elsewhere (a shared table) as a module id of a known remote; throws for an unknown remote. */
export function remoteModuleId(name: string): RemoteModuleId {
  const remote = name.slice(0, name.indexOf('/'));
  if (!REMOTE_NAMES.includes(remote as RemoteName)) throw new Error(`${name} is not a module of a known remote`);
  return name as RemoteModuleId;
}
