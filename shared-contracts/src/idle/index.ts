/** Scheduling for work a page can put off until the browser is idle (browser only). */
export { whenIdle, IDLE_TIMEOUT_MS, IDLE_FALLBACK_DELAY_MS, type WhenIdleOptions } from './whenIdle';
