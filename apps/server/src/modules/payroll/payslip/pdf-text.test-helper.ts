import { PDFArray, PDFDocument, PDFRawStream, PDFRef, decodePDFRawStream, type PDFPage } from 'pdf-lib';

const utf16 = (hex: string): string => {
  const bytes = Buffer.from(hex, 'hex');
  const start = bytes[0] === 0xfe && bytes[1] === 0xff ? 2 : 0;
  return bytes.subarray(start).swap16().toString('utf16le');
};

/**
 * For tests: the text a page draws. pdf-lib writes Helvetica strings as <hex> Tj in (compressed) content
 * streams; a run in an embedded Noto font (glyph ids) sits in a span whose ActualText holds its characters
 * (payslip-layout.ts), which is read instead of the glyphs.
 */
function drawnTexts(page: PDFPage): string[] {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  const texts: string[] = [];
  for (const entry of streams) {
    const stream = entry instanceof PDFRef ? page.doc.context.lookup(entry) : entry;
    if (!(stream instanceof PDFRawStream)) continue;
    const source = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
    let inSpan = false;
    const pattern = /\/ActualText\s*<([0-9A-Fa-f]*)>[^]*?BDC|(EMC)|<([0-9A-Fa-f]*)>\s*Tj/g;
    for (const [, actual, end, hex] of source.matchAll(pattern)) {
      if (actual !== undefined) {
        texts.push(utf16(actual));
        inSpan = true;
      } else if (end) inSpan = false;
      else if (!inSpan) texts.push(Buffer.from(hex!, 'hex').toString('latin1'));
    }
  }
  return texts;
}

export async function payslipTexts(
  bytes: Uint8Array,
): Promise<{ pages: number; texts: string[]; title: string | undefined }> {
  const doc = await PDFDocument.load(bytes);
  return { pages: doc.getPageCount(), texts: doc.getPages().flatMap(drawnTexts), title: doc.getTitle() };
}
