import { PDFArray, PDFDocument, PDFRawStream, PDFRef, decodePDFRawStream, type PDFPage } from 'pdf-lib';

/** For tests: the text a page draws: pdf-lib writes Helvetica strings as <hex> Tj in (compressed) content streams. */
function drawnTexts(page: PDFPage): string[] {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  const texts: string[] = [];
  for (const entry of streams) {
    const stream = entry instanceof PDFRef ? page.doc.context.lookup(entry) : entry;
    if (!(stream instanceof PDFRawStream)) continue;
    const source = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
    for (const match of source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      texts.push(Buffer.from(match[1]!, 'hex').toString('latin1'));
  }
  return texts;
}

export async function slipTexts(
  bytes: Uint8Array,
): Promise<{ pages: number; texts: string[]; title: string | undefined }> {
  const doc = await PDFDocument.load(bytes);
  return { pages: doc.getPageCount(), texts: doc.getPages().flatMap(drawnTexts), title: doc.getTitle() };
}
