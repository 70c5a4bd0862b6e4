import type { ReactNode } from 'react';
import { Link } from 'shared-contracts/router';

export interface AccountCardProps {
  /** The h1's id, which names the page's section. */
  titleId: string;
  title: string;
  children: ReactNode;
}

/** An account page: one card on the wood-tinted ground, headed by the page's h1. */
export function AccountCard({ titleId, title, children }: AccountCardProps) {
  return (
    <section className="account-page" aria-labelledby={titleId}>
      <div className="account-card">
        <h1 id={titleId} className="account-title">
          {title}
        </h1>
        {children}
      </div>
    </section>
  );
}

export interface AccountSwitchProps {
  /** The question before the link, e.g. "New here?". */
  question: string;
  to: string;
  children: ReactNode;
}

/** The line under a form that leads to the other account page (log in ↔ sign up). */
export function AccountSwitch({ question, to, children }: AccountSwitchProps) {
  return (
    <p className="account-switch">
      {question}{' '}
      <Link className="account-link" to={to}>
        {children}
      </Link>
    </p>
  );
}
