import { PDFDocument } from 'pdf-lib';

/*
 * Form 130 Part A as a PDF (issue 44, docs/tax-year.md "Form 130 Part A"): read once when it arrives with pdf-lib,
 * the library the payslips and Part B are drawn with; a PDF locked with a password, or one pdf-lib cannot read,
 * is refused then.
 */

export type PdfCheck = { ok: true; pages: number } | { ok: false; reason: 'encrypted' | 'unreadable' };

export async function checkPartA(bytes: Uint8Array): Promise<PdfCheck> {
  try {
    // Read past the lock only to see it (pdf-lib's own error is no instance of its class once bundled).
    const doc = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
    if (doc.isEncrypted) return { ok: false, reason: 'encrypted' };
    const pages = doc.getPageCount();
    return pages > 0 ? { ok: true, pages } : { ok: false, reason: 'unreadable' };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}
