import { MultipartError, boundaryOf, parseMultipart } from './multipart';

const body = (...lines: string[]) => Buffer.from(lines.join('\r\n'), 'latin1');

describe('boundaryOf', () => {
  it('reads plain and quoted boundaries of multipart/form-data only', () => {
    expect(boundaryOf('multipart/form-data; boundary=----abc123')).toBe('----abc123');
    expect(boundaryOf('multipart/form-data; charset=utf-8; boundary="a b"')).toBe('a b');
    expect(boundaryOf('multipart/mixed; boundary=abc')).toBeNull();
    expect(boundaryOf('multipart/form-data')).toBeNull();
    expect(boundaryOf(undefined)).toBeNull();
  });
});

describe('parseMultipart', () => {
  it('splits fields and files, keeping binary bytes (CR, LF and dashes inside) intact', () => {
    const binary = Buffer.from([0x89, 0x0d, 0x0a, 0x2d, 0x2d, 0x00, 0xff]);
    const form = parseMultipart(
      Buffer.concat([
        body('preamble', '--XyZ', 'Content-Disposition: form-data; name="upload_preset"', '', 'storefront-unsigned', '--XyZ'),
        body('', 'Content-Disposition: form-data; name="file"; filename="de\\"sk.png"', 'Content-Type: image/png', '', ''),
        binary,
        body('', '--XyZ--', ''),
      ]),
      'XyZ',
    );
    expect(form.fields.get('upload_preset')).toBe('storefront-unsigned');
    const file = form.files.get('file');
    expect(file?.filename).toBe('de"sk.png');
    expect(file?.contentType).toBe('image/png');
    expect(file?.data.equals(binary)).toBe(true);
  });

  it.each([
    ['no parts', body('nothing here'), 'The form data has no parts.'],
    ['no closing boundary', body('--b', 'Content-Disposition: form-data; name="a"', '', 'x'), 'The form data ends before its closing boundary.'],
    ['a nameless part', body('--b', 'Content-Disposition: form-data', '', 'x', '--b--'), 'A part of the form has no name.'],
    ['a malformed header', body('--b', 'no colon here', '', 'x', '--b--'), 'A part of the form has a malformed header.'],
    [
      'a field twice',
      body('--b', 'Content-Disposition: form-data; name="a"', '', '1', '--b', 'Content-Disposition: form-data; name="a"', '', '2', '--b--'),
      "The form has the field 'a' twice.",
    ],
  ])('refuses %s', (_label, input, message) => {
    expect(() => parseMultipart(input, 'b')).toThrow(new MultipartError(message));
  });

  it('refuses too many parts', () => {
    const parts = Array.from({ length: 21 }, (_, i) => `--b\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nx\r\n`).join('');
    expect(() => parseMultipart(Buffer.from(`${parts}--b--`), 'b')).toThrow('The form data has too many parts.');
  });
});
