import { CONTRACT_VERSION, requiredContract } from 'shared-contracts';
import { contractRefusal } from './remoteContract';

const withContract = (contract: unknown) => ({ id: 'catalog', metaData: { publicPath: 'auto', contract } });

describe('remoteContract', () => {
  it('reads the range a release declares, and none for a plain build', () => {
    expect(requiredContract(withContract({ requires: '^1.1.0', builtWith: '1.1.0' }))).toBe('^1.1.0');
    expect(requiredContract({ id: 'catalog', metaData: { publicPath: 'auto' } })).toBeNull();
    expect(requiredContract(null)).toBeNull();
  });

  it('lets a plain build and a release within the provided contract run', () => {
    expect(contractRefusal('catalog', { id: 'catalog', metaData: {} })).toBeNull();
    expect(contractRefusal('catalog', withContract({ requires: `^${CONTRACT_VERSION}` }))).toBeNull();
  });

  it('refuses a release that needs a newer contract, saying what it needs and what is provided', () => {
    expect(contractRefusal('catalog', withContract({ requires: '^1.2.0' }), '1.1.0')).toEqual({
      remote: 'catalog',
      requires: '^1.2.0',
      provided: '1.1.0',
    });
    expect(contractRefusal('catalog', withContract({ requires: '^1.0.0' }), '2.0.0')?.requires).toBe('^1.0.0');
  });

  it('refuses a contract block it cannot read rather than running the remote blind', () => {
    expect(contractRefusal('catalog', withContract({ builtWith: '1.1.0' }))?.requires).toBe('(no readable range)');
    expect(contractRefusal('catalog', withContract({ requires: '>=1.0.0' }))).not.toBeNull();
  });
});
