import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import { faceBytes, fontkit } from './payslip-fonts.ts';
import { notoFacesOf } from './payslip-faces.ts';
import { A4, Pen, type NotoFont } from './payslip-layout.ts';
import { FAINT_OPACITY, FONT_BOLD, FONT_REGULAR, GS_FAINT, standardFontsPdf } from './pdf-ops.ts';

/**
 * One A4 page drawn with the payslip's building blocks (issue 43: the settlement statement and the letters):
 * the same Pen, the standard fonts for WinAnsi text written by hand, Noto subsets embedded only when some text
 * (a name in an Indian script) needs them. `texts` lists every text the page may draw in a Noto face.
 */
export async function renderDocumentPage(
  title: string,
  texts: readonly { text: string; bold?: boolean }[],
  draw: (pen: Pen) => void,
): Promise<Uint8Array> {
  const faces = notoFacesOf(texts);
  if (faces.size === 0) {
    const pen = new Pen();
    draw(pen);
    return standardFontsPdf(title, pen.content());
  }
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit(fontkit());
  doc.setTitle(title, { showInWindowTitleBar: true });
  doc.setProducer('HRMS');
  const page = doc.addPage([A4.width, A4.height]);
  const noto = new Map<string, NotoFont>();
  for (const key of [...faces].sort()) {
    const [face, weight] = key.split(':') as [string, 'regular' | 'bold'];
    const font = await doc.embedFont(faceBytes(face, weight), { subset: true });
    noto.set(key, { font, resource: `N${noto.size + 1}` });
  }
  const pen = new Pen(noto);
  draw(pen);
  page.node.setFontDictionary(PDFName.of(FONT_REGULAR), doc.embedStandardFont(StandardFonts.Helvetica).ref);
  page.node.setFontDictionary(PDFName.of(FONT_BOLD), doc.embedStandardFont(StandardFonts.HelveticaBold).ref);
  for (const { font, resource } of noto.values()) page.node.setFontDictionary(PDFName.of(resource), font.ref);
  page.node.setExtGState(PDFName.of(GS_FAINT), doc.context.obj({ Type: 'ExtGState', CA: FAINT_OPACITY }));
  page.node.set(PDFName.of('Contents'), doc.context.register(doc.context.flateStream(pen.content())));
  return doc.save({ useObjectStreams: false });
}
