/**
 * Resolves in a task of its own: start-up continues after the browser has had the chance to paint
 * and to answer input, instead of holding the main thread for one long task.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
