import type { RemoteName } from 'shared-contracts';

/** A module a remote exposes, as "<remote>/<ExposedName>". */
export type RemoteModuleId = `${RemoteName}/${string}`;

export const remoteOf = (id: RemoteModuleId): RemoteName => id.split('/')[0] as RemoteName;

export const exposedNameOf = (id: RemoteModuleId): string => id.slice(id.indexOf('/') + 1);
