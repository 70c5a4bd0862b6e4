import { IDLE_FALLBACK_DELAY_MS } from '../../utils/whenIdle';
import { scheduleCartRuntime } from './scheduleCartRuntime';

const config = { apiBaseUrl: 'http://localhost:4000' };
/** Two painted frames after the page (fake timers run requestAnimationFrame every 16 ms). */
const FRAMES_MS = 40;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('scheduleCartRuntime', () => {
  it('starts at once when the first page is a cart page (it shows the runtime’s state)', () => {
    const load = jest.fn(async () => undefined);
    scheduleCartRuntime({ config, firstPage: 'cart/CartPage', firstPageLoaded: new Promise(() => undefined) }, load);
    expect(load).toHaveBeenCalledWith(config);
  });

  it('otherwise waits for the first page to load and paint, then for an idle moment', async () => {
    const load = jest.fn(async () => undefined);
    let pageLoaded: (value: unknown) => void = () => undefined;
    const firstPageLoaded = new Promise((resolve) => (pageLoaded = resolve));
    scheduleCartRuntime({ config, firstPage: 'catalog/HomePage', firstPageLoaded }, load);

    await jest.advanceTimersByTimeAsync(IDLE_FALLBACK_DELAY_MS * 2);
    expect(load).not.toHaveBeenCalled();

    pageLoaded(null);
    await jest.advanceTimersByTimeAsync(0);
    expect(load).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(IDLE_FALLBACK_DELAY_MS + FRAMES_MS);
    expect(load).toHaveBeenCalledWith(config);
  });

  it('waits for idle on routes without a remote page too (the 404 page)', async () => {
    const load = jest.fn(async () => undefined);
    scheduleCartRuntime({ config, firstPage: null, firstPageLoaded: Promise.resolve() }, load);
    await jest.advanceTimersByTimeAsync(IDLE_FALLBACK_DELAY_MS + FRAMES_MS);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
