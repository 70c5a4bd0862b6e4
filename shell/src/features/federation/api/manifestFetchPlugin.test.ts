/**
 * @jest-environment node
 */
import { manifestFile, publishEarly } from '../../../early-start/handover';
import { manifestFetchPlugin } from './manifestFetchPlugin';
import { LOAD_RETRIES, RETRY_DELAY_MS } from './retries';

const URL_ = 'http://localhost:3001/mf-manifest.json';
const fetchHook = (url: string) => manifestFetchPlugin().fetch!(url, {}) as Promise<Response>;
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
    fetchMock.mockRejectedValueOnce(new TypeError('network down')).mockResolvedValueOnce(new Response(JSON.stringify(manifest)));
    const answer = fetchHook(URL_);
    await jest.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    await expect((await answer).json()).resolves.toEqual(manifest);
    jest.useRealTimers();
  });
});
