import { ApiError } from 'shared-contracts';

/**
 * A refused answer of a call made without the API client (a file download or upload): the
 * server's message and parsed body when it sent JSON, a plain sentence with the status otherwise.
 */
export async function apiErrorOf(response: Response, fallback: string): Promise<ApiError> {
  const text = await response.text();
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && typeof (parsed as { message?: unknown }).message === 'string')
      return new ApiError(response.status, (parsed as { message: string }).message, parsed);
  } catch {
    // Not JSON: the fallback sentence.
  }
  return new ApiError(response.status, `${fallback} (${response.status}).`);
}

/** Hands the browser a file fetched with the admin's token (a plain link could not send the token). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
