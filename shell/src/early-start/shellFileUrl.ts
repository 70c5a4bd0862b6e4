/**
 * Where the shell's own /config.json and /remotes.json are: index.html preloads each, and its
 * link says where. On the shell's own host the link is root-relative; served by the page server
 * (another origin) it is an absolute URL of the shell's host. Fetching that URL also reuses the preload.
 */
export type ShellFile = '/config.json' | '/remotes.json';

export function shellFileUrl(file: ShellFile, doc: Pick<Document, 'querySelector'> = document): string {
  return doc.querySelector<HTMLLinkElement>(`link[rel="preload"][href$="${file}"]`)?.href ?? file;
}
