/**
 * A small multipart/form-data parser over a whole, size-limited body Buffer (RFC 7578): enough
 * for the upload endpoint (a few text fields and one file). Anything malformed is a MultipartError
 * with a message fit for a 400.
 */

export interface MultipartFile {
  filename: string;
  contentType: string;
  data: Buffer;
}

export interface MultipartForm {
  fields: Map<string, string>;
  files: Map<string, MultipartFile>;
}

export class MultipartError extends Error {}

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');
const MAX_PARTS = 20;
const MAX_HEADER_BYTES = 2048;
const MAX_FIELD_BYTES = 4096;

/** The boundary of a `multipart/form-data; boundary=...` content type, or null. */
export function boundaryOf(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2] ?? null;
}

/** A header's parameter, e.g. name="file" of Content-Disposition (quoted or token form). */
function parameter(header: string, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}="((?:[^"\\\\]|\\\\.)*)"|;\\s*${name}=([^;\\s"]+)`, 'i').exec(header);
  const value = match?.[1] ?? match?.[2];
  return value?.replace(/\\(.)/g, '$1');
}

function parseHeaders(raw: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of raw.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw new MultipartError('A part of the form has a malformed header.');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

export function parseMultipart(body: Buffer, boundary: string): MultipartForm {
  const delimiter = Buffer.from(`--${boundary}`);
  const form: MultipartForm = { fields: new Map(), files: new Map() };

  // The body starts with the first delimiter (a preamble is allowed but unused).
  let start = body.indexOf(delimiter);
  if (start < 0) throw new MultipartError('The form data has no parts.');
  const separator = Buffer.concat([CRLF, delimiter]);
  let parts = 0;

  for (;;) {
    let cursor = start + delimiter.length;
    // "--" after a delimiter closes the body.
    if (body.subarray(cursor, cursor + 2).toString('latin1') === '--') return form;
    if (!body.subarray(cursor, cursor + 2).equals(CRLF)) throw new MultipartError('The form data is malformed.');
    cursor += 2;
    if (++parts > MAX_PARTS) throw new MultipartError('The form data has too many parts.');

    const headerEnd = body.indexOf(HEADER_END, cursor);
    if (headerEnd < 0 || headerEnd - cursor > MAX_HEADER_BYTES) throw new MultipartError('A part of the form has malformed headers.');
    const headers = parseHeaders(body.subarray(cursor, headerEnd).toString('utf8'));
    const next = body.indexOf(separator, headerEnd + HEADER_END.length);
    if (next < 0) throw new MultipartError('The form data ends before its closing boundary.');
    const content = body.subarray(headerEnd + HEADER_END.length, next);
    addPart(form, headers, content);
    start = next + CRLF.length;
  }
}

function addPart(form: MultipartForm, headers: Map<string, string>, content: Buffer): void {
  const disposition = headers.get('content-disposition') ?? '';
  if (!/^form-data\b/i.test(disposition)) throw new MultipartError('A part of the form is not form-data.');
  const name = parameter(disposition, 'name');
  if (!name) throw new MultipartError('A part of the form has no name.');
  if (form.fields.has(name) || form.files.has(name)) throw new MultipartError(`The form has the field '${name}' twice.`);
  const filename = parameter(disposition, 'filename');
  if (filename !== undefined) {
    form.files.set(name, {
      filename,
      contentType: headers.get('content-type') ?? 'application/octet-stream',
      data: Buffer.from(content),
    });
    return;
  }
  if (content.length > MAX_FIELD_BYTES) throw new MultipartError(`The form field '${name}' is too long.`);
  form.fields.set(name, content.toString('utf8'));
}
