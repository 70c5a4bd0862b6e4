import type { ReactElement } from 'react';

interface CountBadgeProps {
  count: number;
  testId: string;
}

/** A small count over an icon; not rendered at all at zero. Its link's name carries the number. */
export function CountBadge({ count, testId }: CountBadgeProps): ReactElement | null {
  if (count <= 0) return null;
  return (
    <span className="site-badge" data-testid={testId} aria-hidden="true">
      {count}
    </span>
  );
}
