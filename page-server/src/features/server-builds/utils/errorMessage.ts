/** An error's message, whichever realm made it (a server build runs in a vm function of its own). */
export const errorMessage = (error: unknown): string => {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : String(error);
};
