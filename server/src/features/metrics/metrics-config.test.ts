import { ConfigError, loadConfig } from '../../config';
import { localEnv, productionEnv } from '../../test/config-env';

describe('METRICS_TOKEN', () => {
  it('is off when unset or blank', () => {
    expect(loadConfig(localEnv()).metrics).toEqual({ token: null });
    expect(loadConfig(localEnv({ METRICS_TOKEN: '  ' })).metrics).toEqual({ token: null });
  });

  it('is any value locally', () => {
    expect(loadConfig(localEnv({ METRICS_TOKEN: 'local' })).metrics).toEqual({ token: 'local' });
  });

  it('is a checked secret in a deployed shop: short or example values are refused, naming the variable', () => {
    expect(() => loadConfig(productionEnv({ METRICS_TOKEN: 'short-token' }))).toThrow(
      new ConfigError(
        'Refusing to start: METRICS_TOKEN is 11 characters long; it must be at least 32. Make one with `openssl rand -hex 32`.',
      ),
    );
    expect(() => loadConfig(productionEnv({ METRICS_TOKEN: 'change-me' }))).toThrow(
      new ConfigError('Refusing to start: METRICS_TOKEN is an example value. Set it to the real secret.'),
    );
    const strong = 'a3f1c9e07b2d4856a3f1c9e07b2d4856';
    expect(loadConfig(productionEnv({ METRICS_TOKEN: strong })).metrics).toEqual({ token: strong });
  });
});
