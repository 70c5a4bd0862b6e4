import type { ReactNode } from 'react';

export interface InfoArticleProps {
  /** The h1's id, which names the article. */
  titleId: string;
  title: string;
  children: ReactNode;
}

/** A page of prose (About us, Privacy Policy): one article headed by the page's h1. */
export function InfoArticle({ titleId, title, children }: InfoArticleProps) {
  return (
    <article className="cat-page cat-info" aria-labelledby={titleId}>
      <h1 id={titleId} className="cat-page__title">
        {title}
      </h1>
      {children}
    </article>
  );
}
