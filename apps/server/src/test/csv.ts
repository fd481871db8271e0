/** An export's CSV body as lines: without the UTF-8 byte-order mark and the final line break (RFC 4180 CRLF). */
export const csvLines = (body: string): string[] =>
  body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
