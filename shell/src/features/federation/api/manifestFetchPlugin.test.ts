/**
 * @jest-environment node
 */
import { manifestFile, publishEarly } from '../../../early-start/handover';
import { CONTRACT_VERSION } from 'shared-contracts';
import { IncompatibleRemoteError, refusalOf } from '../state/refusedRemotes';
import { manifestFetchPlugin } from './manifestFetchPlugin';
import { LOAD_RETRIES, RETRY_DELAY_MS } from './retries';

const URL_ = 'http://localhost:3001/mf-manifest.json';
const fetchHook = (url: string) => manifestFetchPlugin().fetch!(url, {}) as Promise<Response>;
const fetchRemote = (name: string) => manifestFetchPlugin().fetch!(URL_, {}, { name } as never) as Promise<Response>;
const released = (requires: string) => ({
  id: 'catalog',
  exposes: [],
  metaData: { contract: { requires, builtWith: '99.0.0' } },
});
const manifest = { id: 'catalog', exposes: [] };

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock;
});

describe('manifestFetchPlugin', () => {
  it('answers with the manifest the early-start script read, once, without asking again', async () => {
    publishEarly(manifestFile(URL_), Promise.resolve(manifest));
    const response = await fetchHook(URL_);
    await expect(response.json()).resolves.toEqual(manifest);
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValue(new Response(JSON.stringify({ id: 'catalog', fresh: true })));
    await expect((await fetchHook(URL_)).json()).resolves.toEqual({ id: 'catalog', fresh: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('fetches itself when the early script got nothing', async () => {
    publishEarly(manifestFile(URL_), Promise.resolve(null));
    fetchMock.mockResolvedValue(new Response(JSON.stringify(manifest)));
    await expect((await fetchHook(URL_)).json()).resolves.toEqual(manifest);
  });

  it(`retries a failing manifest ${LOAD_RETRIES} times, then gives the last answer`, async () => {
    jest.useFakeTimers();
    fetchMock
      .mockRejectedValueOnce(new TypeError('network down'))
      .mockResolvedValueOnce(new Response('busy', { status: 503 }))
      .mockResolvedValueOnce(new Response('still busy', { status: 503 }));
    const answer = fetchHook(URL_);
    await jest.advanceTimersByTimeAsync(RETRY_DELAY_MS * LOAD_RETRIES);
    expect((await answer).status).toBe(503);
    expect(fetchMock).toHaveBeenCalledTimes(LOAD_RETRIES + 1);
    jest.useRealTimers();
  });

  it('recovers when a retry succeeds', async () => {
    jest.useFakeTimers();
    fetchMock
      .mockRejectedValueOnce(new TypeError('network down'))
      .mockResolvedValueOnce(new Response(JSON.stringify(manifest)));
    const answer = fetchHook(URL_);
    await jest.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    await expect((await answer).json()).resolves.toEqual(manifest);
    jest.useRealTimers();
  });
});

describe('manifestFetchPlugin: the contract gate', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('passes a release whose required contract this shell provides', async () => {
    const manifest = released(`^${CONTRACT_VERSION}`);
    fetchMock.mockResolvedValue(new Response(JSON.stringify(manifest)));
    await expect((await fetchRemote('compatible')).json()).resolves.toEqual(manifest);
    expect(refusalOf('compatible')).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });

  it('accepts a plain build whose manifest declares no contract', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify(manifest)));
    await expect((await fetchRemote('plain')).json()).resolves.toEqual(manifest);
    expect(refusalOf('plain')).toBeUndefined();
  });

  it('refuses a release built for a newer contract, without retrying, and warns once with what it needs', async () => {
    fetchMock.mockImplementation(async () => new Response(JSON.stringify(released('^99.0.0'))));
    await expect(fetchRemote('newer')).rejects.toBeInstanceOf(IncompatibleRemoteError);
    await expect(fetchRemote('newer')).rejects.toThrow(
      `remote "newer" needs shared contract ^99.0.0; this shell provides ${CONTRACT_VERSION}`,
    );
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(refusalOf('newer')).toEqual({ remote: 'newer', requires: '^99.0.0', provided: CONTRACT_VERSION });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toBe(
      `[federation] remote "newer" needs shared contract ^99.0.0, this shell provides ${CONTRACT_VERSION}: its pages show the fallback panel`,
    );
  });

  it('forgets a refusal once a compatible release is read again (a rollback, then Retry)', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(released('^99.0.0'))));
    await expect(fetchRemote('rolled-back')).rejects.toBeInstanceOf(IncompatibleRemoteError);
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(released(`^${CONTRACT_VERSION}`))));
    await fetchRemote('rolled-back');
    expect(refusalOf('rolled-back')).toBeUndefined();
  });

  it('checks the manifest the early-start script handed over too', async () => {
    publishEarly(manifestFile(URL_), Promise.resolve(released('^99.0.0')));
    await expect(fetchRemote('early')).rejects.toBeInstanceOf(IncompatibleRemoteError);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(refusalOf('early')?.requires).toBe('^99.0.0');
  });
});
