import { entryRetryPlugin } from './entryRetryPlugin';
import { LOAD_RETRIES, RETRY_DELAY_MS } from './retries';

type LoadEntryError = NonNullable<ReturnType<typeof entryRetryPlugin>['loadEntryError']>;
type GetModuleFactory = NonNullable<ReturnType<typeof entryRetryPlugin>['getModuleFactory']>;

const container = { init: jest.fn(), get: jest.fn() };

function failedEntry(getRemoteEntry: jest.Mock) {
  const failedLoad = Promise.reject(new Error('first load failed'));
  failedLoad.catch(() => undefined);
  const globalLoading: Record<string, Promise<unknown> | undefined> = { 'catalog:remoteEntry': failedLoad };
  const failure = {
    getRemoteEntry,
    origin: {},
    remoteInfo: { name: 'catalog' },
    globalLoading,
    uniqueKey: 'catalog:remoteEntry',
  };
  return {
    globalLoading,
    retry: () => entryRetryPlugin().loadEntryError!(failure as unknown as Parameters<LoadEntryError>[0]),
  };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('entryRetryPlugin', () => {
  it('loads a failed remote entry again after a pause, forgetting the failed load first', async () => {
    let recordedAtRetry: unknown = 'not called';
    const { globalLoading, retry } = failedEntry(
      jest.fn(async () => {
        recordedAtRetry = globalLoading['catalog:remoteEntry'];
        return container;
      }),
    );
    const answer = retry();
    await jest.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    await expect(answer).resolves.toBe(container);
    expect(recordedAtRetry).toBeUndefined();
  });

  it(`gives up after ${LOAD_RETRIES} more loads, so the route shows its fallback`, async () => {
    const getRemoteEntry = jest.fn().mockRejectedValue(new Error('ScriptNetworkError'));
    const answer = failedEntry(getRemoteEntry).retry();
    answer.catch(() => undefined);
    await jest.advanceTimersByTimeAsync(RETRY_DELAY_MS * LOAD_RETRIES);
    await expect(answer).rejects.toThrow('ScriptNetworkError');
    expect(getRemoteEntry).toHaveBeenCalledTimes(LOAD_RETRIES);
  });

  it('asks the container for a page again when its chunks failed to load', async () => {
    const factory = () => ({ default: 'HomePage' });
    container.get.mockRejectedValueOnce(new Error('Loading chunk 844 failed')).mockResolvedValueOnce(factory);
    const getModuleFactory = entryRetryPlugin().getModuleFactory!;
    const answer = getModuleFactory({
      remoteEntryExports: container,
      expose: './HomePage',
    } as unknown as Parameters<GetModuleFactory>[0]);
    await jest.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    await expect(answer).resolves.toBe(factory);
    expect(container.get).toHaveBeenCalledTimes(2);
    expect(container.get).toHaveBeenCalledWith('./HomePage');
  });
});
