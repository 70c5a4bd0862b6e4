/** The Firestore adapter's own queue: one transaction at a time per document from an instance. */
import { keyedQueue } from './firestore-documents';

describe('keyedQueue', () => {
  it('runs the tasks of one key one after another, other keys alongside, and goes on after a failure', async () => {
    const queue = keyedQueue();
    const events: string[] = [];
    const task =
      (name: string, ms: number, fail = false) =>
      async () => {
        events.push(`${name} start`);
        await new Promise((resolve) => setTimeout(resolve, ms));
        events.push(`${name} end`);
        if (fail) throw new Error(`${name} failed`);
        return name;
      };
    const results = await Promise.allSettled([
      queue('products/hot', task('a', 30, true)),
      queue('products/hot', task('b', 10)),
      queue('products/cold', task('c', 5)),
    ]);
    expect(results.map((result) => (result.status === 'fulfilled' ? result.value : String(result.reason)))).toEqual([
      'Error: a failed',
      'b',
      'c',
    ]);
    expect(events).toEqual(['a start', 'c start', 'c end', 'a end', 'b start', 'b end']);
  });
});
