import { API_BASE, ApiError, errorCodeIn } from './api';
import { readToken } from './session';

/** The file name from Content-Disposition: the UTF-8 filename* when given, else the plain one. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (utf8) {
    try {
      return decodeURIComponent(utf8);
    } catch {
      // A malformed escape: fall through to the ASCII name.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? fallback;
}

/**
 * Downloads an authorised file (GET /api/...): the token travels in the Authorization header, so a
 * plain link cannot be used; the body becomes a blob that an invisible link saves under the server's name.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  const token = readToken();
  const response = await fetch(`${API_BASE}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'same-origin',
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    throw new ApiError(
      response.status,
      typeof body?.message === 'string' ? body.message : `Request failed with status ${response.status}.`,
      errorCodeIn(body),
    );
  }
  const name = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start saving before the blob goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
