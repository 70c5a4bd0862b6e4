/** Adds a <link> with these attributes to the page's head (a resource hint). */
export function addHeadLink(attributes: Record<string, string>): void {
  const link = document.createElement('link');
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.head.appendChild(link);
}
