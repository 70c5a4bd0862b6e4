import { whenIdle } from 'shared-contracts/idle';

const nextFrame = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => resolve()));

const pageLoaded = (): Promise<void> =>
  document.readyState === 'complete'
    ? Promise.resolve()
    : new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));

/**
 * Resolves once `shown` has settled, the page has loaded, the browser has painted and then has an
 * idle moment: when work that can wait (toasts, the cart runtime) no longer competes with the first page.
 */
export async function afterFirstPaint(shown: Promise<unknown>): Promise<void> {
  await shown.catch(() => undefined);
  await pageLoaded();
  await nextFrame();
  await nextFrame();
  await new Promise<void>((resolve) => whenIdle(resolve));
}
