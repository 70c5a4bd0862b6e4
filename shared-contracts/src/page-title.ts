/** Every page title is "<storeName> - <Page>" (clarifications, Shell). */
export function pageTitle(storeName: string, page: string): string {
  return `${storeName} - ${page}`;
}
