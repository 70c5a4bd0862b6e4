/**
 * An in-process Firestore emulator for tests (`@firestore-emulator/server`), on 127.0.0.1 only.
 *
 * The package's FirestoreServer.start(port) binds 0.0.0.0 (every interface). Its constructor
 * already builds the gRPC server with the Firestore service; this binds that same server to
 * loopback on a free port instead of calling start(). Clients reach it through
 * FIRESTORE_EMULATOR_HOST.
 */
import { createRequire } from 'node:module';
import { FirestoreServer, type FirestoreState } from '@firestore-emulator/server';
import type { Server } from '@grpc/grpc-js';

type GrpcJs = typeof import('@grpc/grpc-js');
type BindableServer = Pick<Server, 'bindAsync' | 'tryShutdown' | 'forceShutdown'>;

export interface FirestoreEmulator {
  /** host:port, for FIRESTORE_EMULATOR_HOST. */
  host: string;
  state: FirestoreState;
  stop(): Promise<void>;
}

/** The @grpc/grpc-js copy the emulator itself loads: bindAsync checks its credentials by class. */
function emulatorsGrpc(): GrpcJs {
  const fromEmulator = createRequire(require.resolve('@firestore-emulator/server'));
  return fromEmulator('@grpc/grpc-js') as GrpcJs;
}

function isBindableServer(value: unknown): value is BindableServer {
  return (
    typeof value === 'object' &&
    value !== null &&
    ['bindAsync', 'tryShutdown', 'forceShutdown'].every((name) => typeof Reflect.get(value, name) === 'function')
  );
}

export async function startFirestoreEmulator(): Promise<FirestoreEmulator> {
  const emulator = new FirestoreServer();
  // FirestoreServer keeps its gRPC server in a private field (package 0.3.x).
  const server: unknown = Reflect.get(emulator, 'server');
  if (!isBindableServer(server)) {
    throw new Error('@firestore-emulator/server changed: FirestoreServer has no gRPC `server` to bind to loopback');
  }
  const { ServerCredentials } = emulatorsGrpc();
  const port = await new Promise<number>((resolve, reject) => {
    server.bindAsync('127.0.0.1:0', ServerCredentials.createInsecure(), (error, boundPort) =>
      error ? reject(error) : resolve(boundPort),
    );
  });
  return {
    host: `127.0.0.1:${port}`,
    state: emulator.state,
    stop: () =>
      new Promise<void>((resolve) => {
        // Listen streams a client never closed would hold a graceful shutdown; cut them after a second.
        const force = setTimeout(() => server.forceShutdown(), 1000);
        force.unref();
        server.tryShutdown(() => {
          clearTimeout(force);
          resolve();
        });
      }),
  };
}
