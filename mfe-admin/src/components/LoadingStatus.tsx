import type { ReactNode } from 'react';

export interface LoadingStatusProps {
  /** e.g. "Loading users…" */
  children: ReactNode;
  /** Said to screen readers only, over content still shown (so nothing jumps). */
  quiet?: boolean;
}

/** A load in progress, announced politely (role status). */
export function LoadingStatus({ children, quiet = false }: LoadingStatusProps) {
  return (
    <p className={quiet ? 'visually-hidden' : 'adm-status'} role="status">
      {children}
    </p>
  );
}
