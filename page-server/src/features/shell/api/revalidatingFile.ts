/**
 * One file of another host (the shell's index.html, config.json, remotes.json), kept by its ETag:
 * every read asks again with If-None-Match and reuses the kept body on 304, so a deploy shows on
 * the next request without a restart and an unchanged file costs no transfer. Reads that overlap
 * share one request. When the host cannot be reached, the last body is served (logged by the caller).
 */
export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

export interface FileVersion {
  /** The body, or null when the host answers 404 (no such file deployed). */
  text: string | null;
  /** True when this is a kept body served because the host could not be asked. */
  stale: boolean;
}

export class UpstreamError extends Error {
  override name = 'UpstreamError';
}

export function revalidatingFile(url: string, fetchImpl: FetchLike = fetch): () => Promise<FileVersion> {
  let kept: { text: string | null; etag: string | null } | null = null;
  let inFlight: Promise<FileVersion> | null = null;

  const ask = async (): Promise<FileVersion> => {
    const headers: Record<string, string> = kept?.etag ? { 'if-none-match': kept.etag } : {};
    let response: Response;
    try {
      response = await fetchImpl(url, { headers });
    } catch (error) {
      if (kept) return { text: kept.text, stale: true };
      throw new UpstreamError(`${url} could not be read: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (response.status === 304 && kept) return { text: kept.text, stale: false };
    if (response.status === 404) {
      kept = { text: null, etag: null };
      return { text: null, stale: false };
    }
    if (!response.ok) {
      if (kept) return { text: kept.text, stale: true };
      throw new UpstreamError(`${url} answered ${response.status}`);
    }
    kept = { text: await response.text(), etag: response.headers.get('etag') };
    return { text: kept.text, stale: false };
  };

  return () => {
    inFlight ??= ask().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}
