/**
 * Whether a re-read answered what is already shown (the page server's copy, or the last read).
 * Answers are plain JSON from the same server, so their text compares them; an unchanged answer
 * then costs no render at all.
 */
export function isSameAnswer(shown: unknown, answer: unknown): boolean {
  return shown === answer || JSON.stringify(shown) === JSON.stringify(answer);
}
