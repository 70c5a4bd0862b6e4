import { openProductStream, type StreamHandlers } from './productsApi';

/** A stand-in EventSource the test drives. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static made: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  closed = false;
  private listeners = new Map<string, Array<(event: Event) => void>>();
  constructor(readonly url: string) {
    FakeEventSource.made.push(this);
  }
  addEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, data?: string) {
    const event = Object.assign(new Event(type), { data });
    this.listeners.get(type)?.forEach((listener) => listener(event));
  }
}

const handlers = (): jest.Mocked<StreamHandlers> => ({ onReady: jest.fn(), onProduct: jest.fn(), onError: jest.fn() });

beforeEach(() => {
  FakeEventSource.made = [];
  Object.assign(globalThis, { EventSource: FakeEventSource });
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as { EventSource?: unknown }).EventSource;
});

it('passes on the ready count and well-formed products only', () => {
  const h = handlers();
  openProductStream('http://api/stream', h);
  const source = FakeEventSource.made[0]!;
  source.emit('ready', '{"count":3}');
  source.emit('product', JSON.stringify({ id: 'x', productName: 'Stool', price: 10 }));
  source.emit('product', 'not json');
  source.emit('product', JSON.stringify({ id: 'y' }));
  expect(h.onReady).toHaveBeenCalledWith({ count: 3 });
  expect(h.onProduct).toHaveBeenCalledTimes(1);
  expect(h.onProduct.mock.calls[0]?.[0]).toMatchObject({ id: 'x', productName: 'Stool', price: 10 });
});

it('leaves reconnecting to EventSource while it retries, and reopens (backing off) once it gives up', () => {
  const h = handlers();
  const close = openProductStream('http://api/stream', h);
  FakeEventSource.made[0]!.emit('error');
  jest.advanceTimersByTime(10_000);
  expect(FakeEventSource.made).toHaveLength(1);

  FakeEventSource.made[0]!.readyState = FakeEventSource.CLOSED;
  FakeEventSource.made[0]!.emit('error');
  jest.advanceTimersByTime(2000);
  expect(FakeEventSource.made).toHaveLength(2);
  FakeEventSource.made[1]!.readyState = FakeEventSource.CLOSED;
  FakeEventSource.made[1]!.emit('error');
  jest.advanceTimersByTime(2000);
  expect(FakeEventSource.made).toHaveLength(2); // waits 4 s the second time
  jest.advanceTimersByTime(2000);
  expect(FakeEventSource.made).toHaveLength(3);

  close();
  expect(FakeEventSource.made[2]!.closed).toBe(true);
  FakeEventSource.made[2]!.emit('error');
  jest.advanceTimersByTime(120_000);
  expect(FakeEventSource.made).toHaveLength(3);
  expect(h.onError).toHaveBeenCalled();
});
