interface PartOptions {
  field?: string;
  filename?: string;
  type?: string;
}

/**
 * A multipart/form-data request body with one file part, for `call(app, { ...multipart(bytes) })`:
 * `multipart(bytes, 'a.png', 'image/png')` or `multipart(bytes, { field, filename, type })`.
 */
export function multipart(
  content: Buffer,
  options: string | PartOptions = {},
  type?: string,
): { payload: Buffer; headers: Record<string, string> } {
  const o: PartOptions = typeof options === 'string' ? { filename: options, type: type ?? 'application/octet-stream' } : options;
  const { field = 'file', filename = 'cartel.png', type: mime = 'image/png' } = o;
  const boundary = '----club-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${mime}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A real 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
