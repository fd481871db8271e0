/** Tiny files for upload tests: real magic bytes, a few bytes long. */
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
export const PNG_BYTES = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489',
  'hex',
);
export const JPEG_BYTES = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');
export const SCRIPT_BYTES = Buffer.from('<script>alert(document.cookie)</script>\n');

/** A multipart body for app.inject (light-my-request accepts FormData). */
export function form(
  fields: Record<string, string>,
  files: Record<string, { name: string; data: Buffer; type?: string }> = {},
): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  for (const [key, file] of Object.entries(files)) {
    data.append(
      key,
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/pdf' }),
      file.name,
    );
  }
  return data;
}
