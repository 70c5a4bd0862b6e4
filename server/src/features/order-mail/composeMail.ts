/** Joins a template's blocks into the text part and a small HTML document. */
import type { MailBlock } from './mailBlocks';
import type { OrderMail } from './orderMailInput';
import { escapeHtml } from './escapeHtml';
import { oneLine } from './plainText';
import type { MailShop } from './shop';

export interface MailParts {
  to: string;
  subject: string;
  blocks: readonly MailBlock[];
  replyTo?: string;
  /** Signs the mail: its footer names the shop and its address. */
  shop: MailShop;
}

export function composeMail({ to, subject, blocks, replyTo, shop }: MailParts): OrderMail {
  const plainSubject = oneLine(subject);
  const footer = `${oneLine(shop.storeName)} · ${shop.siteUrl}`;
  return {
    to: oneLine(to),
    subject: plainSubject,
    text: `${[...blocks.map((block) => block.text), footer].join('\n\n')}\n`,
    html:
      '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
      `<title>${escapeHtml(plainSubject)}</title></head>` +
      '<body style="font-family:Arial,sans-serif;color:#222;line-height:1.5">' +
      blocks.map((block) => block.html).join('') +
      `<p style="color:#666;font-size:12px">${escapeHtml(footer)}</p></body></html>`,
    ...(replyTo ? { replyTo: oneLine(replyTo) } : {}),
  };
}
