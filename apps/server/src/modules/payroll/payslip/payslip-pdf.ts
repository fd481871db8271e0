import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
// The contract's modules this file needs, not its index: a render thread loads only these (payslip-pool.ts).
import { formatPaiseIndian, rupeesToPaise } from '@hrms/shared/money';
import type { PayLine } from '@hrms/shared/payroll/schemas';
import { amountInIndianWords } from '../../../lib/i18n/amount-words.ts';
import { amountInWords } from './amount-in-words.ts';
import type { PayslipContent } from './payslip-content.ts';
import { faceBytes, fontkit } from './payslip-fonts.ts';
import { notoFacesOf, oneLine, textsOf } from './payslip-faces.ts';
import { A4, MUTED, Pen, type NotoFont } from './payslip-layout.ts';
import { amountHeader, drawBasis } from './payslip-basis.ts';
import { carriedText, lopDateList, rawDays, taxYear } from './payslip-phrases.ts';
import { speechOf, type PayslipSpeech } from './payslip-speech.ts';
import { FAINT_OPACITY, FONT_BOLD, FONT_REGULAR, GS_FAINT, standardFontsPdf } from './pdf-ops.ts';

/*
 * The issue-21 payslip (docs/payroll.md, "The payslip"): one A4 page an Indian employee recognises.
 * Header (organisation, period), the person (Employee ID, designation, department, PAN and bank masked,
 * UAN), days (month, paid, loss of pay and the divisor), earnings beside deductions with totals, the
 * employer's contributions as information, net pay in figures and in words, year to date, the
 * attendance cut-off. Deterministic: the same content gives the same bytes.
 */

const LEFT = A4.margin;
const RIGHT = A4.width - A4.margin;
const MID = A4.width / 2;
const ROW = 16;

const rawMoney = (rupees: number) => formatPaiseIndian(rupeesToPaise(rupees));

function drawHeader(pen: Pen, content: PayslipContent, say: PayslipSpeech, y: number): number {
  const { organisation } = content;
  pen.text(organisation.name, { x: LEFT, y, size: 16, bold: true, maxWidth: MID + 40 - LEFT });
  pen.text(say.words.title, { x: RIGHT, y, size: 14, bold: true, alignRight: true });
  pen.text(say.words.forPeriod(say.period(content.period)), {
    x: RIGHT,
    y: y - 16,
    size: 10,
    color: MUTED,
    alignRight: true,
  });
  let lineY = y - 16;
  for (const line of pen.wrap(oneLine(organisation.address), 9, MID - LEFT + 30, 3)) {
    if (!line) continue;
    pen.text(line, { x: LEFT, y: lineY, size: 9, color: MUTED });
    lineY -= 12;
  }
  const bottom = Math.min(lineY, y - 28) - 6;
  pen.rule(bottom, LEFT, RIGHT, 1.2);
  return bottom - 20;
}

function drawPerson(pen: Pen, content: PayslipContent, say: PayslipSpeech, y: number): number {
  const e = content.employee;
  const w = say.words;
  const left: [string, string][] = [
    [w.employeeName, e.name],
    [w.employeeId, e.code],
  ];
  if (e.designation) left.push([w.designation, e.designation]);
  if (e.department) left.push([w.department, e.department]);
  const right: [string, string][] = [
    [w.pan, e.pan ?? '-'],
    [w.uan, e.uan ?? '-'],
    [w.bankAccount, e.bankAccount ?? '-'],
    [w.payPeriod, say.period(content.period)],
  ];
  const rows = Math.max(left.length, right.length);
  for (let i = 0; i < rows; i += 1) {
    const rowY = y - i * ROW;
    const l = left[i];
    const r = right[i];
    if (l) {
      pen.text(l[0], { x: LEFT, y: rowY, size: 9, color: MUTED });
      pen.text(l[1], { x: LEFT + 90, y: rowY, size: 10, bold: i === 0, maxWidth: MID - LEFT - 100 });
    }
    if (r) {
      pen.text(r[0], { x: MID + 10, y: rowY, size: 9, color: MUTED });
      pen.text(r[1], { x: MID + 90, y: rowY, size: 10, maxWidth: RIGHT - MID - 90 });
    }
  }
  return y - rows * ROW - 10;
}

function drawDays(pen: Pen, content: PayslipContent, say: PayslipSpeech, y: number): number {
  const b = content.breakdown;
  const w = say.words;
  const days = (n: number) => say.digits(rawDays(n));
  const kind = w.divisorKinds[b.divisorKind as keyof typeof w.divisorKinds] ?? b.divisorKind;
  const cells: [string, string][] = [
    [w.monthDays, days(b.daysInMonth)],
    [w.paidDays, days(b.paidDays)],
    [w.lopDays, days(b.lopDays)],
    [w.divisor, `${days(b.divisor)} (${say.digits(kind)})`],
  ];
  const width = (RIGHT - LEFT) / cells.length;
  pen.shade(LEFT, y - 22, RIGHT - LEFT, 36);
  cells.forEach(([label, value], i) => {
    pen.text(label, { x: LEFT + 8 + i * width, y: y + 2, size: 8, color: MUTED });
    pen.text(value, { x: LEFT + 8 + i * width, y: y - 13, size: 11, bold: true });
  });
  y -= 38;
  if (b.eligibleDays < b.daysInMonth) {
    pen.text(w.eligibleDays(days(b.eligibleDays)), {
      x: LEFT,
      y,
      size: 8.5,
      color: MUTED,
    });
    y -= 12;
  }
  if (b.lopDates.length > 0) {
    const lines = pen.wrap(w.lopOn(lopDateList(b.lopDates, say)), 8.5, RIGHT - LEFT, 2, ', ');
    if (b.lopDates.some((d) => d.reason === NOT_MARKED)) lines.push(w.notMarkedHint);
    for (const line of lines) {
      pen.text(line, { x: LEFT, y, size: 8.5, color: MUTED });
      y -= 12;
    }
  }
  if (b.beforeGoLive) {
    const { goLive, days: paid } = b.beforeGoLive;
    pen.text(w.paidBeforeGoLive(say.date(goLive), paid, days(paid)), {
      x: LEFT,
      y,
      size: 8.5,
      color: MUTED,
    });
    y -= 12;
  }
  return y - 8;
}

const NOT_MARKED = 'Not marked';

/** One column of lines: name on the left, amount on the right; returns the y below the last line. */
function column(pen: Pen, say: PayslipSpeech, lines: PayLine[], x: number, right: number, y: number): void {
  lines.forEach((line, i) => {
    const rowY = y - i * ROW;
    pen.text(say.lineName(line), { x, y: rowY, size: 9.5, maxWidth: right - x - 80 });
    // Figures only in the rows (the column says rupees): each ₹ is a vector path, the payslip's costliest drawing.
    pen.text(say.digits(rawMoney(line.amount)), { x: right, y: rowY, size: 9.5, alignRight: true });
  });
}

function drawPay(pen: Pen, content: PayslipContent, say: PayslipSpeech, y: number): number {
  const b = content.breakdown;
  const w = say.words;
  const money = (rupees: number) => say.digits(rawMoney(rupees));
  const gap = 12;
  const midLeft = MID - gap / 2;
  const midRight = MID + gap / 2;
  pen.shade(LEFT, y - 5, RIGHT - LEFT, 18);
  pen.text(w.earnings, { x: LEFT + 6, y, size: 10, bold: true });
  amountHeader(pen, w.amountOpen, midLeft - 6, y);
  pen.text(w.deductions, { x: midRight + 6, y, size: 10, bold: true });
  amountHeader(pen, w.amountOpen, RIGHT - 6, y);
  y -= ROW + 4;
  column(pen, say, b.earnings, LEFT + 6, midLeft - 6, y);
  column(pen, say, b.deductions, midRight + 6, RIGHT - 6, y);
  const rows = Math.max(b.earnings.length, b.deductions.length, 1);
  if (b.deductions.length === 0) pen.text(w.none, { x: midRight + 6, y, size: 9.5, color: MUTED });
  y -= rows * ROW - 6;
  pen.rule(y + 2);
  y -= 12;
  pen.text(w.grossEarnings, { x: LEFT + 6, y, size: 10, bold: true });
  pen.money(money(b.gross), { x: midLeft - 6, y, size: 10, bold: true, alignRight: true });
  pen.text(w.totalDeductions, { x: midRight + 6, y, size: 10, bold: true });
  pen.money(money(b.totalDeductions), { x: RIGHT - 6, y, size: 10, bold: true, alignRight: true });
  pen.line({ x: MID, y: y - 6 }, { x: MID, y: y + (rows + 1) * ROW + 8 }, 0.7, MUTED, true);
  const carried = carriedText(b, say);
  if (carried) {
    y -= 16;
    for (const line of pen.wrap(carried, 8.5, RIGHT - LEFT, 2, '; ')) {
      pen.text(line, { x: LEFT + 6, y, size: 8.5, color: MUTED });
      y -= 12;
    }
    y += 12;
  }
  return y - 28;
}

function drawEmployer(pen: Pen, content: PayslipContent, say: PayslipSpeech, y: number): number {
  const lines = content.breakdown.employerContributions;
  if (lines.length === 0) return y;
  pen.text(say.words.employerContributions, { x: LEFT, y, size: 9.5, bold: true });
  y -= ROW;
  const half = Math.ceil(lines.length / 2);
  column(pen, say, lines.slice(0, half), LEFT + 6, MID - 12, y);
  column(pen, say, lines.slice(half), MID + 12, RIGHT - 6, y);
  return y - half * ROW - 10;
}

function drawNet(pen: Pen, content: PayslipContent, say: PayslipSpeech, y: number): number {
  const b = content.breakdown;
  const w = say.words;
  const money = (rupees: number) => say.digits(rawMoney(rupees));
  const { language } = say.language;
  const netPaise = rupeesToPaise(b.net);
  pen.shade(LEFT, y - 30, RIGHT - LEFT, 46);
  pen.text(w.netPay, { x: LEFT + 8, y, size: 13, bold: true });
  pen.money(money(b.net), { x: RIGHT - 8, y, size: 14, bold: true, alignRight: true });
  pen.text(language === 'en' ? amountInWords(netPaise) : amountInIndianWords(netPaise, language), {
    x: LEFT + 8,
    y: y - 20,
    size: 9.5,
    maxWidth: RIGHT - LEFT - 16,
  });
  y -= 54;
  const label = w.yearToDate(taxYear(content.period, say));
  let x = LEFT;
  x += pen.text(label, { x, y, size: 9.5, bold: true }) + 8;
  x += pen.text(w.gross, { x, y, size: 9.5, color: MUTED }) + 4;
  x += pen.money(money(b.ytd.gross), { x, y, size: 9.5 }) + 16;
  x += pen.text(w.tds, { x, y, size: 9.5, color: MUTED }) + 4;
  pen.money(money(b.ytd.tds), { x, y, size: 9.5 });
  y -= ROW;
  if (b.attendanceUpTo) {
    pen.text(w.attendanceCutOff(say.date(b.attendanceUpTo)), {
      x: LEFT,
      y,
      size: 9,
      color: MUTED,
    });
    y -= ROW;
  }
  return y;
}

function draw(pen: Pen, content: PayslipContent): string {
  const say = speechOf(content);
  let y = A4.height - A4.margin - 12;
  y = drawHeader(pen, content, say, y);
  y = drawPerson(pen, content, say, y);
  y = drawDays(pen, content, say, y);
  y = drawPay(pen, content, say, y);
  y = drawBasis(pen, content, say.lineName, LEFT, y + 12);
  y = drawEmployer(pen, content, say, y);
  drawNet(pen, content, say, y);
  pen.text(say.words.generatedOn(say.date(content.generatedOn)), {
    x: LEFT,
    y: A4.margin + 14,
    size: 8.5,
    color: MUTED,
  });
  pen.text(say.words.noSignature, {
    x: LEFT,
    y: A4.margin,
    size: 8.5,
    color: MUTED,
  });
  return pen.content();
}

/**
 * One A4 page, its operators written directly (pdf-ops.ts). Plain text uses only the standard fonts and
 * the file is written by hand (about half a millisecond a payslip); a Noto subset is embedded only when some
 * text needs it, and then pdf-lib assembles the file around the same operators.
 */
export async function renderPayslip(content: PayslipContent): Promise<Uint8Array> {
  const say = speechOf(content);
  const title = say.words.documentTitle(say.period(content.period), content.employee.name);
  const faces = notoFacesOf(textsOf(content));
  if (faces.size === 0) return standardFontsPdf(title, draw(new Pen(), content));

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
  const operators = draw(new Pen(noto), content);
  page.node.setFontDictionary(PDFName.of(FONT_REGULAR), doc.embedStandardFont(StandardFonts.Helvetica).ref);
  page.node.setFontDictionary(PDFName.of(FONT_BOLD), doc.embedStandardFont(StandardFonts.HelveticaBold).ref);
  for (const { font, resource } of noto.values()) page.node.setFontDictionary(PDFName.of(resource), font.ref);
  page.node.setExtGState(PDFName.of(GS_FAINT), doc.context.obj({ Type: 'ExtGState', CA: FAINT_OPACITY }));
  page.node.set(PDFName.of('Contents'), doc.context.register(doc.context.flateStream(operators)));
  // No object streams, no yielding between objects: about twice as fast for one page (bench/RESULTS.md).
  return doc.save({ useObjectStreams: false, objectsPerTick: Number.POSITIVE_INFINITY });
}
