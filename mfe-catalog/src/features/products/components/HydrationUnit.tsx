import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-rendered page that hydrates on its own: a Suspense boundary is React's unit
 * of hydration. A tap made while the page is still hydrating makes React hydrate the part it
 * landed in at once, in the tap's own task; the parts around it follow afterwards, so a tap on
 * the header or a button does not wait for every card below it. Its content never suspends (the
 * fallback is never shown); the server and the browser render the same boundary.
 */
export function HydrationUnit({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
