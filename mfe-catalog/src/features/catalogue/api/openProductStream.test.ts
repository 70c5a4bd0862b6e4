import { FakeEventSource, installFakeEventSource, removeFakeEventSource } from '../../../test/fakeEventSource';
import { openProductStream, type StreamHandlers } from './openProductStream';

const handlers = (): jest.Mocked<StreamHandlers> => ({
  onReady: jest.fn(),
  onProduct: jest.fn(),
  onRemoved: jest.fn(),
  onError: jest.fn(),
});

beforeEach(() => {
  installFakeEventSource();
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  removeFakeEventSource();
});

it('passes on the ready count, well-formed products and removed ids only', () => {
  const h = handlers();
  openProductStream('http://api/stream', h);
  const source = FakeEventSource.made[0]!;
  source.emit('ready', '{"count":3}');
  source.emit('product', JSON.stringify({ id: 'x', productName: 'Stool', price: 10 }));
  source.emit('product', 'not json');
  source.emit('product', JSON.stringify({ id: 'y' }));
  expect(h.onReady).toHaveBeenCalledWith({ count: 3 });
  expect(h.onProduct).toHaveBeenCalledTimes(1);
  expect(h.onProduct.mock.calls[0]?.[0]).toMatchObject({ id: 'x', productName: 'Stool', price: 10, stock: 0 });
  source.emit('removed', '{"id":"x"}');
  source.emit('removed', '{"nope":1}');
  expect(h.onRemoved).toHaveBeenCalledTimes(1);
  expect(h.onRemoved).toHaveBeenCalledWith('x');
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
