/** Reads a served page as a browser's parser would (no string matching in the tests). */
import { parse, type HTMLElement } from 'node-html-parser';

export interface ParsedPage {
  root: HTMLElement;
  title: string | undefined;
  meta(key: string): string | undefined;
  canonical: string | undefined;
  jsonLd: Array<Record<string, unknown>>;
  pageData: unknown;
}

export function parsePage(html: string): ParsedPage {
  const root = parse(html, { blockTextElements: { script: true, style: true, noscript: true } });
  const meta = (key: string) =>
    (root.querySelector(`meta[name="${key}"]`) ?? root.querySelector(`meta[property="${key}"]`))?.getAttribute(
      'content',
    );
  const dataOf = (selector: string) => root.querySelectorAll(selector).map((el) => JSON.parse(el.rawText) as unknown);
  return {
    root,
    title: root.querySelector('title')?.text,
    meta,
    canonical: root.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    jsonLd: dataOf('script[type="application/ld+json"]') as Array<Record<string, unknown>>,
    pageData: dataOf('script#page-data')[0],
  };
}
