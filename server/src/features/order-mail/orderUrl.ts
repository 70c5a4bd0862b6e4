import { orderPath } from 'shared-contracts';

/** `<siteUrl>/order/<id>`, whether or not the configured site URL ends with a slash. */
export const orderUrl = (siteUrl: string, orderId: string): string =>
  `${siteUrl.replace(/\/+$/, '')}${orderPath(orderId)}`;
