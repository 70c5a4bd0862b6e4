import { renderHook } from '@testing-library/react';
import { applyRemotesUpdate, fetchRemotesManifest } from '../api/remoteRegistry';
import { useRemotesUpdates } from './useRemotesUpdates';

jest.mock('../api/remoteRegistry', () => ({ applyRemotesUpdate: jest.fn(), fetchRemotesManifest: jest.fn() }));

const promoted = { catalog: 'https://cdn.example.in/mfe-catalog/2.0.0/mf-manifest.json' };

beforeEach(() => {
  jest.useFakeTimers();
  jest.mocked(fetchRemotesManifest).mockResolvedValue(promoted);
});

afterEach(() => {
  jest.useRealTimers();
  jest.mocked(applyRemotesUpdate).mockClear();
});

it('re-reads remotes.json once a minute while the page is visible and applies it', async () => {
  const { unmount } = renderHook(() => useRemotesUpdates());
  expect(fetchRemotesManifest).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(60_000);
  expect(fetchRemotesManifest).toHaveBeenCalledWith('/remotes.json');
  expect(applyRemotesUpdate).toHaveBeenCalledWith(promoted);
  unmount();
  await jest.advanceTimersByTimeAsync(60_000);
  expect(fetchRemotesManifest).toHaveBeenCalledTimes(1);
});

it('does not ask while the page is hidden, and a failed read changes nothing', async () => {
  const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  renderHook(() => useRemotesUpdates());
  await jest.advanceTimersByTimeAsync(60_000);
  expect(fetchRemotesManifest).not.toHaveBeenCalled();
  visibility.mockReturnValue('visible');
  jest.mocked(fetchRemotesManifest).mockRejectedValueOnce(new Error('offline'));
  await jest.advanceTimersByTimeAsync(60_000);
  expect(applyRemotesUpdate).not.toHaveBeenCalled();
  visibility.mockRestore();
});
