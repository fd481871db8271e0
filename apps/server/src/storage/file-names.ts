import path from 'node:path';

const MAX_NAME_LENGTH = 120;

const isControl = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x20 || code === 0x7f;
};

/**
 * The original file name is kept for display only (never as a path). Directory parts are
 * dropped, control characters, quotes and path separators removed, length capped.
 */
export function sanitizeFileName(raw: string, fallback = 'file'): string {
  const base = path.posix.basename(raw.replaceAll('\\', '/'));
  const cleaned = [...base.normalize('NFC')]
    .filter((char) => !isControl(char) && !'"<>:|?*/\\'.includes(char))
    .join('')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+/, '')
    .trim();
  if (!cleaned) return fallback;
  if (cleaned.length <= MAX_NAME_LENGTH) return cleaned;
  const ext = path.extname(cleaned).slice(0, 10);
  return cleaned.slice(0, MAX_NAME_LENGTH - ext.length) + ext;
}

/** `inline; filename="..."` with an ASCII fallback plus the UTF-8 name (RFC 6266 / 5987). */
export function inlineDisposition(fileName: string): string {
  const safe = sanitizeFileName(fileName);
  const ascii =
    safe
      .replace(/[^\x20-\x7e]/g, '_')
      .replaceAll('"', '')
      .replaceAll('\\', '') || 'file';
  const encoded = encodeURIComponent(safe).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
