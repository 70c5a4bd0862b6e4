import { isCrawler } from './isCrawler';
import { SLOT_CONTENT_MARKER, slotTemplate, splitAtSlot } from './pageSlot';

describe('slotTemplate', () => {
  it('puts the marker in place of #root’s content (the app shell), keeping #root and everything around it', () => {
    const html =
      '<html><body><noscript>n</noscript><div id="root"><div data-app-shell=""><header>h</header><div class="skeleton"><p>…</p></div></div></div><script src="/x.js"></script></body></html>';
    const template = slotTemplate(html);
    expect(template).toBe(
      `<html><body><noscript>n</noscript><div id="root">${SLOT_CONTENT_MARKER}</div><script src="/x.js"></script></body></html>`,
    );
    expect(splitAtSlot(template!)).toEqual({
      before: '<html><body><noscript>n</noscript><div id="root">',
      after: '</div><script src="/x.js"></script></body></html>',
    });
    expect(splitAtSlot(template!, 'data-server-page="catalog/AboutPage"')?.before).toBe(
      '<html><body><noscript>n</noscript><div id="root" data-server-page="catalog/AboutPage">',
    );
  });

  it('works with an empty #root, and answers null without one', () => {
    expect(slotTemplate('<body><div id="root"></div></body>')).toBe(
      `<body><div id="root">${SLOT_CONTENT_MARKER}</div></body>`,
    );
    expect(slotTemplate('<main><div>no root</div></main>')).toBeNull();
  });
});

test('isCrawler: search engines and link previews, not browsers (Lighthouse included)', () => {
  for (const agent of [
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0)',
    'facebookexternalhit/1.1',
    'Twitterbot/1.0',
    'LinkedInBot/1.0',
    'Mozilla/5.0 (compatible; Yahoo! Slurp)',
    'SomeCrawler/3',
    'a-spider',
  ]) {
    expect({ agent, crawler: isCrawler(agent) }).toEqual({ agent, crawler: true });
  }
  for (const agent of [
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36 Chrome-Lighthouse',
    undefined,
  ]) {
    expect(isCrawler(agent)).toBe(false);
  }
});
