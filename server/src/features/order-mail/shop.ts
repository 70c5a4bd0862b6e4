/** The shop a mail speaks for: its name (STORE_NAME) and its address (SITE_URL), for links. */
export interface MailShop {
  storeName: string;
  siteUrl: string;
}
