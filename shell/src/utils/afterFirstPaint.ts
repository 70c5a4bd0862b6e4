import { whenIdle } from './whenIdle';

const nextFrame = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Resolves once `shown` has settled, the browser has painted after it and then has an idle moment:
 * when work that can wait (toasts, the cart runtime) no longer competes with the first page.
 */
export async function afterFirstPaint(shown: Promise<unknown>): Promise<void> {
  await shown.catch(() => undefined);
  await nextFrame();
  await nextFrame();
  await new Promise<void>((resolve) => whenIdle(resolve));
}
