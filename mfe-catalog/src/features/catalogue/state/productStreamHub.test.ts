import type { StreamHandlers } from '../api/openProductStream';
import { catalogueProduct } from '../../../test/productFixtures';
import { createProductStreamHub } from './productStreamHub';

function setup() {
  const opened: StreamHandlers[] = [];
  const close = jest.fn();
  const openStream = jest.fn((_url: string, handlers: StreamHandlers) => {
    opened.push(handlers);
    return close;
  });
  const hub = createProductStreamHub('http://api/stream', openStream, 1000);
  return { hub, opened, openStream, close };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('shares one connection between listeners and passes every event to each', () => {
  const { hub, opened, openStream } = setup();
  const a = { onProduct: jest.fn(), onRemoved: jest.fn() };
  const b = { onProduct: jest.fn() };
  hub.listen(a);
  hub.listen(b);
  expect(openStream).toHaveBeenCalledTimes(1);
  const stool = catalogueProduct({ id: 'x', productName: 'Stool' });
  opened[0]!.onProduct(stool);
  opened[0]!.onRemoved('y');
  expect(a.onProduct).toHaveBeenCalledWith(stool);
  expect(b.onProduct).toHaveBeenCalledWith(stool);
  expect(a.onRemoved).toHaveBeenCalledWith('y');
});

it('passes on every ready, the first connect and each reconnect', () => {
  const { hub, opened } = setup();
  const onReady = jest.fn();
  hub.listen({ onReady });
  opened[0]!.onReady({ count: 5 });
  opened[0]!.onReady({ count: 6 });
  expect(onReady.mock.calls).toEqual([[{ count: 5 }], [{ count: 6 }]]);
});

it('closes a while after the last listener leaves, unless another comes first; a later one opens anew', () => {
  const { hub, openStream, close } = setup();
  const stop = hub.listen({});
  stop();
  jest.advanceTimersByTime(500);
  const again = hub.listen({});
  jest.advanceTimersByTime(1000);
  expect(close).not.toHaveBeenCalled();
  again();
  again(); // twice is once
  jest.advanceTimersByTime(1000);
  expect(close).toHaveBeenCalledTimes(1);
  hub.listen({});
  expect(openStream).toHaveBeenCalledTimes(2);
});
