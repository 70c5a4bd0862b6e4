/**
 * Warm start: the remotes' server builds are loaded when the page server starts and
 * again as soon as a changed remotes.json is seen (by a page or by a short poll of the shell's
 * host), not when the first shopper's page needs them: otherwise the first shopper after a start
 * or a promote gets the client-rendered fallback while the build loads. The poll also asks for each
 * remote's manifest again, so a remote redeployed under the same URL is loaded anew.
 */
import type { FastifyInstance } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ShellPage } from '../shell/api/shellPage';
import type { RemoteServerPages } from './api/remoteServerPages';

/** How often remotes.json and the remotes' manifests are asked for (by ETag: an unchanged file costs a 304). */
export const REMOTES_POLL_MS = 5_000;
/** Start-up waits this long at most for the first loads (a slow remote host must not hold the server down). */
export const WARM_START_WAIT_MS = 5_000;

export function keepServerBuildsWarm(
  app: FastifyInstance,
  {
    shellPage,
    serverPages,
    pollMs = REMOTES_POLL_MS,
  }: { shellPage: () => Promise<ShellPage>; serverPages: RemoteServerPages; pollMs?: number },
): void {
  const preload = async (): Promise<void> => {
    const shell = await shellPage();
    return serverPages.preloadServerBuilds(shell.remotes, shell.providesContract);
  };
  let poll: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    const first = preload().catch((error: unknown) =>
      app.log.warn(
        { err: error },
        'the shell page could not be read at start: the server builds load with the first page',
      ),
    );
    await Promise.race([first, sleep(WARM_START_WAIT_MS, undefined, { ref: false })]);
    // A failed poll (the shell's host briefly away) changes nothing: the next one or a page tries again.
    poll = setInterval(
      () =>
        void preload()
          .then(() => serverPages.refresh())
          .catch(() => undefined),
      pollMs,
    ).unref();
  });
  app.addHook('onClose', async () => clearInterval(poll));
}
