import { PDFDocument } from 'pdf-lib';

/*
 * Form 130 as one PDF (issue 44, docs/tax-year.md "Form 130 Part A"): Part A from TRACES, then our Part B. pdf-lib
 * is the library the payslips and Part B are drawn with. An uploaded Part A is read once when it arrives (a PDF
 * locked with a password, or one pdf-lib cannot read, is refused then), so a kept one always bundles.
 */

type PdfCheck = { ok: true; pages: number } | { ok: false; reason: 'encrypted' | 'unreadable' };

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

/** Part A's pages, then Part B's, titled as the whole certificate. */
export async function bundleForm130(
  partA: Uint8Array,
  partB: Uint8Array,
  title: string,
): Promise<Uint8Array> {
  const [a, b] = await Promise.all([
    PDFDocument.load(partA, { updateMetadata: false }),
    PDFDocument.load(partB, { updateMetadata: false }),
  ]);
  // No dates: the same two files bundle to the same bytes.
  const bundle = await PDFDocument.create({ updateMetadata: false });
  for (const source of [a, b]) {
    const pages = await bundle.copyPages(source, source.getPageIndices());
    for (const page of pages) bundle.addPage(page);
  }
  bundle.setTitle(title, { showInWindowTitleBar: true });
  bundle.setProducer('HRMS');
  return bundle.save({ useObjectStreams: false });
}
