import { ConfigError, loadConfig } from '../config';
import { readStorageConfig, StorageConfigError } from './storage-config';
import { localEnv, productionEnv } from '../test/config-env';

const local = { production: false, firebaseProjectId: 'demo-storefront' };

describe('STORAGE configuration', () => {
  it('defaults to SQLite and ignores a Firestore emulator address then', () => {
    expect(readStorageConfig({}, local)).toEqual({ kind: 'sqlite', firestoreEmulatorHost: null });
    expect(readStorageConfig({ STORAGE: ' SQLite ', FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' }, local)).toEqual({
      kind: 'sqlite',
      firestoreEmulatorHost: null,
    });
    expect(loadConfig(localEnv()).storage).toEqual({ kind: 'sqlite', firestoreEmulatorHost: null });
  });

  it('STORAGE=firestore takes an emulator address, or a real project with no emulator', () => {
    expect(readStorageConfig({ STORAGE: 'firestore', FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' }, local)).toEqual({
      kind: 'firestore',
      firestoreEmulatorHost: '127.0.0.1:8080',
    });
    expect(loadConfig(productionEnv({ STORAGE: 'firestore', CLOUDINARY_CLOUD_NAME: 'demo-shop' })).storage).toEqual({
      kind: 'firestore',
      firestoreEmulatorHost: null,
    });
  });

  it('rejects an unknown STORAGE with a clear message', () => {
    expect(() => readStorageConfig({ STORAGE: 'postgres' }, local)).toThrow(
      new StorageConfigError("STORAGE must be one of sqlite, firestore, got 'postgres'."),
    );
    expect(() => loadConfig(localEnv({ STORAGE: 'postgres' }))).toThrow(
      new ConfigError("STORAGE must be one of sqlite, firestore, got 'postgres'."),
    );
  });

  it('REFUSES the Firestore emulator in production', () => {
    const env = productionEnv({ STORAGE: 'firestore', FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' });
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(
      'Refusing to start: FIRESTORE_EMULATOR_HOST is set (127.0.0.1:8080) while NODE_ENV=production and STORAGE=firestore.',
    );
  });

  it('a demo- project needs the emulator: it exists nowhere else', () => {
    expect(() => loadConfig(localEnv({ STORAGE: 'firestore' }))).toThrow(
      "STORAGE=firestore with the project 'demo-storefront' needs FIRESTORE_EMULATOR_HOST",
    );
  });
});
