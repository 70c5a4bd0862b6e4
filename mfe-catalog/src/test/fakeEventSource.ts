/** A stand-in EventSource that tests drive: installed on globalThis, it records every stream opened. */
import type { CatalogueProduct } from 'shared-contracts';
import { PRODUCT_STREAM_EVENTS } from 'shared-contracts/catalogue';

export class FakeEventSource {
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
  addEventListener(type: string, listener: (event: Event) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close(): void {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, data?: string): void {
    const event = Object.assign(new Event(type), { data });
    this.listeners.get(type)?.forEach((listener) => listener(event));
  }
}

export function installFakeEventSource(): void {
  FakeEventSource.made = [];
  Object.assign(globalThis, { EventSource: FakeEventSource });
}

export function removeFakeEventSource(): void {
  delete (globalThis as { EventSource?: unknown }).EventSource;
}

/** The server side of every open stream. */
export const fakeStream = {
  open: (): FakeEventSource[] => FakeEventSource.made.filter((s) => !s.closed),
  send(type: string, data: unknown): void {
    this.open().forEach((source) => source.emit(type, JSON.stringify(data)));
  },
  ready(count: number): void {
    this.send(PRODUCT_STREAM_EVENTS.ready, { count });
  },
  product(product: CatalogueProduct): void {
    this.send(PRODUCT_STREAM_EVENTS.product, product);
  },
  removed(id: string): void {
    this.send(PRODUCT_STREAM_EVENTS.removed, { id });
  },
};
