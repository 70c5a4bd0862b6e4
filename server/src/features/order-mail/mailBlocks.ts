/**
 * The pieces an order mail is made of, each written once in both parts: plain text and HTML with
 * every value escaped. Templates list blocks; `composeMail` joins them.
 */
import type { BillingDetails } from 'shared-contracts';
import { billingAddressHtml, billingAddressText } from './billingAddress';
import { escapeHtml } from './escapeHtml';
import type { OrderForMail } from './orderMailInput';
import { orderLinesHtml, orderLinesText } from './orderLines';
import { oneLine } from './plainText';

export interface MailBlock {
  text: string;
  html: string;
}

/** A paragraph of words (values included) that the text part keeps and the HTML part escapes. */
export const textBlock = (text: string): MailBlock => ({ text, html: `<p>${escapeHtml(text)}</p>` });

const heading = (title: string, block: MailBlock): MailBlock => ({
  text: `${title}\n${block.text}`,
  html: `<h2 style="font-size:16px;margin:16px 0 4px">${escapeHtml(title)}</h2>${block.html}`,
});

/** The order's lines, its freight and assembly, and its amount. */
export const linesBlock = (
  title: string,
  { items, amount, charges = null }: Pick<OrderForMail, 'items' | 'amount' | 'charges'>,
): MailBlock =>
  heading(title, { text: orderLinesText(items, amount, charges), html: orderLinesHtml(items, amount, charges) });

export const addressBlock = (title: string, billing: BillingDetails): MailBlock =>
  heading(title, { text: billingAddressText(billing), html: `<p>${billingAddressHtml(billing)}</p>` });

/** Label: value rows (the owner's customer details, a shipment's carrier and tracking number). */
export const detailsBlock = (rows: ReadonlyArray<readonly [string, string]>): MailBlock => ({
  text: rows.map(([label, value]) => `${label}: ${oneLine(value)}`).join('\n'),
  html:
    '<table role="presentation">' +
    rows
      .map(
        ([label, value]) =>
          `<tr><th align="left" style="padding:2px 12px 2px 0">${escapeHtml(label)}</th><td>${escapeHtml(oneLine(value))}</td></tr>`,
      )
      .join('') +
    '</table>',
});

export const linkBlock = (words: string, url: string): MailBlock => ({
  text: `${words}: ${url}`,
  html: `<p><a href="${escapeHtml(url)}">${escapeHtml(words)}</a></p>`,
});
