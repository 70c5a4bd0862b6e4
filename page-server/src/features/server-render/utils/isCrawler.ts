/**
 * Search engines and link previews get the whole page in one piece (React's onAllReady); people get
 * it as soon as its shell is ready (onShellReady), the rest streamed in.
 */
const CRAWLER =
  /Googlebot|bingbot|DuckDuckBot|facebookexternalhit|Twitterbot|Slurp|Applebot|LinkedInBot|bot|crawler|spider/i;

export const isCrawler = (userAgent: string | undefined): boolean => userAgent !== undefined && CRAWLER.test(userAgent);
