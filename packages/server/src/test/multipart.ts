/** A multipart/form-data request body with one file part, for `call(app, { ...multipart(bytes) })`. */
export function multipart(
  content: Buffer,
  { field = 'file', filename = 'cartel.png', type = 'image/png' } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----club-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
