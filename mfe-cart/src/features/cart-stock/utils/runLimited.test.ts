import { runLimited } from './runLimited';

describe('runLimited', () => {
  it('runs every item, never more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    const items = Array.from({ length: 15 }, (_, i) => i);
    await runLimited(items, 6, async (item) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, item % 3));
      running -= 1;
      done.push(item);
    });
    expect(most).toBe(6);
    expect(done.sort((a, b) => a - b)).toEqual(items);
  });

  it('does nothing for no items', async () => {
    const task = jest.fn(async () => {});
    await runLimited([], 6, task);
    expect(task).not.toHaveBeenCalled();
  });
});
