import type { SessionUser } from 'shared-contracts/react';

/** "Hello, Asha": the display name, else the email's local part, else a plain "Hello, there". */
export function greetingFor(user: Pick<SessionUser, 'displayName' | 'email'>): string {
  const name = user.displayName?.trim() || user.email?.split('@')[0]?.trim() || 'there';
  return `Hello, ${name}`;
}
