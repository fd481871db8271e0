import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { PAYROLL_MESSAGES, formatDateDMY, formatPaiseIndian } from '@hrms/shared';
import type { LossOfPay } from './loss-of-pay.ts';
import { drawRupeeAmount, rupeeWidth } from './rupee-glyph.ts';
import type { SalaryBreakdown } from './salary-amount.ts';

export interface SlipContent {
  orgName: string;
  employeeName: string;
  /** 'EMP-0001' */
  employeeCode: string;
  /** 'October 2025' */
  period: string;
  /** 'YYYY-MM-DD' in ORG_TIMEZONE. */
  generatedOn: string;
  breakdown: SalaryBreakdown;
  /** The previous month's presumed days taken back on this slip (breakdown.lopAdjustmentPaise). */
  lossOfPay: LossOfPay | null;
}

const PAGE = { width: 595.28, height: 841.89, margin: 56 } as const; // A4 in points
const INK = rgb(0.12, 0.14, 0.18);
const MUTED = rgb(0.38, 0.42, 0.48);
const RULE = rgb(0.82, 0.84, 0.88);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  /** Code points Helvetica can encode (WinAnsi). */
  charset: Set<number>;
}

/** Helvetica only encodes WinAnsi: anything else (e.g. Devanagari in a name) is shown as '?' rather than failing. */
function printable(text: string, fonts: Fonts): string {
  return [...text].map((ch) => (fonts.charset.has(ch.codePointAt(0)!) ? ch : '?')).join('');
}

function rule(page: PDFPage, y: number): void {
  page.drawLine({
    start: { x: PAGE.margin, y },
    end: { x: PAGE.width - PAGE.margin, y },
    thickness: 0.7,
    color: RULE,
  });
}

/** A label on the left and a value on the right of one line. */
function row(page: PDFPage, fonts: Fonts, y: number, label: string, value: string, bold = false): void {
  const font = bold ? fonts.bold : fonts.regular;
  page.drawText(label, { x: PAGE.margin, y, size: 11, font, color: bold ? INK : MUTED });
  const text = printable(value, fonts);
  const width = font.widthOfTextAtSize(text, 11);
  page.drawText(text, { x: PAGE.width - PAGE.margin - width, y, size: 11, font, color: INK });
}

function moneyRow(page: PDFPage, fonts: Fonts, y: number, label: string, paise: number, bold = false): void {
  const font = bold ? fonts.bold : fonts.regular;
  const size = bold ? 13 : 11;
  page.drawText(label, { x: PAGE.margin, y, size, font, color: bold ? INK : MUTED });
  const amount = formatPaiseIndian(paise);
  const width = rupeeWidth(size, bold) + font.widthOfTextAtSize(amount, size);
  drawRupeeAmount(page, amount, { x: PAGE.width - PAGE.margin - width, y, size, font, bold });
}

/** Small muted lines, wrapped at the page width on the given separator. */
function notes(page: PDFPage, fonts: Fonts, y: number, text: string, separator = ' '): number {
  const maxWidth = PAGE.width - 2 * PAGE.margin;
  const lines: string[] = [];
  for (const part of printable(text, fonts).split(separator)) {
    const last = lines[lines.length - 1];
    const joined = last === undefined ? part : `${last}${separator}${part}`;
    if (last !== undefined && fonts.regular.widthOfTextAtSize(joined, 9) <= maxWidth)
      lines[lines.length - 1] = joined;
    else lines.push(part);
  }
  for (const line of lines) {
    y -= 13;
    page.drawText(line, { x: PAGE.margin, y, size: 9, font: fonts.regular, color: MUTED });
  }
  return y;
}

/** '24/11/2026 Absent, 25/11/2026 not marked, 27/11/2026 Half Day' */
const unpaidDays = (lossOfPay: LossOfPay): string =>
  lossOfPay.days.map((d) => `${formatDateDMY(d.date)} ${d.status ?? 'not marked'}`).join(', ');

const dayCount = (n: number): string => (Number.isInteger(n) ? String(n) : n.toFixed(2).replace(/0$/, ''));

/** A one-page A4 salary slip. Deterministic for the same content (no creation date from the wall clock). */
export async function renderSalarySlip(content: SlipContent): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const regular = doc.embedStandardFont(StandardFonts.Helvetica);
  const fonts: Fonts = {
    regular,
    bold: doc.embedStandardFont(StandardFonts.HelveticaBold),
    charset: new Set(regular.getCharacterSet()),
  };
  doc.setTitle(printable(`Salary slip ${content.period} - ${content.employeeName}`, fonts), {
    showInWindowTitleBar: true,
  });
  doc.setProducer('HRMS');
  const page = doc.addPage([PAGE.width, PAGE.height]);
  const b = content.breakdown;
  let y = PAGE.height - PAGE.margin - 10;

  page.drawText(printable(content.orgName, fonts), {
    x: PAGE.margin,
    y,
    size: 20,
    font: fonts.bold,
    color: INK,
  });
  y -= 24;
  page.drawText(`Salary Slip - ${content.period}`, {
    x: PAGE.margin,
    y,
    size: 13,
    font: fonts.regular,
    color: MUTED,
  });
  y -= 18;
  rule(page, y);
  y -= 24;
  row(page, fonts, y, 'Employee Name', content.employeeName);
  row(page, fonts, (y -= 20), 'Employee ID', content.employeeCode);
  row(page, fonts, (y -= 20), 'Pay Period', content.period);
  row(page, fonts, (y -= 20), 'Generated On', formatDateDMY(content.generatedOn));
  y -= 16;
  rule(page, y);

  y -= 26;
  page.drawText('Attendance', { x: PAGE.margin, y, size: 13, font: fonts.bold, color: INK });
  const days: [string, number][] = [
    ['Days in Month', b.daysInMonth],
    ['Weekly Offs', b.weeklyOffDays],
    // Public holidays are paid like weekly offs; the line shows only when the month has one.
    ...(b.holidayDays ? [['Holidays', b.holidayDays] as [string, number]] : []),
    ['Present', b.present],
    ['Paid Leave', b.paidLeave],
    ['Sick Leave', b.sickLeave],
    ['Short Leave (0.75 day)', b.shortLeave],
    ['Half Day (0.5 day)', b.halfDay],
    ['Absent', b.absent],
    ['Not Marked (unpaid)', b.unmarked],
  ];
  if (b.attendanceUpTo !== null)
    days.push([`Counted as Present (after ${formatDateDMY(b.attendanceUpTo)})`, b.presumedDays]);
  if (b.eligibleDays < b.daysInMonth)
    days.push(['Days Before Joining (unpaid)', b.daysInMonth - b.eligibleDays]);
  for (const [label, value] of days) row(page, fonts, (y -= 20), label, String(value));
  row(page, fonts, (y -= 22), 'Payable Days', dayCount(b.payableDays), true);
  if (b.attendanceUpTo !== null)
    y = notes(page, fonts, y - 3, PAYROLL_MESSAGES.attendanceCutOff(formatDateDMY(b.attendanceUpTo)));
  y -= 16;
  rule(page, y);

  y -= 26;
  page.drawText('Earnings', { x: PAGE.margin, y, size: 13, font: fonts.bold, color: INK });
  moneyRow(page, fonts, (y -= 22), 'Monthly Base Salary', b.baseSalaryPaise);
  moneyRow(page, fonts, (y -= 20), 'Deductions (loss of pay)', b.deductionsPaise);
  const lop = content.lossOfPay;
  if (lop) {
    moneyRow(page, fonts, (y -= 20), PAYROLL_MESSAGES.lossOfPayFor(lop.month), b.lopAdjustmentPaise);
    y = notes(page, fonts, y - 3, `Days counted as present that were not: ${unpaidDays(lop)}`, ', ');
    if (b.lopAdjustmentPaise < lop.duePaise)
      y = notes(page, fonts, y, `${formatPaiseIndian(lop.duePaise)} due, capped at this month's pay.`);
  }
  y -= 14;
  rule(page, y);
  moneyRow(page, fonts, (y -= 24), 'Net Pay', b.netPaise, true);

  const formula = `Net pay = base salary x payable days / ${b.daysInMonth} days, rounded to the paisa`;
  const note = lop ? `${formula}, less the loss of pay above.` : `${formula}.`;
  page.drawText(note, { x: PAGE.margin, y: PAGE.margin + 14, size: 9, font: fonts.regular, color: MUTED });
  page.drawText('This is a computer-generated salary slip and needs no signature.', {
    x: PAGE.margin,
    y: PAGE.margin,
    size: 9,
    font: fonts.regular,
    color: MUTED,
  });
  // No object streams and no yielding between objects: about twice as fast for a one-page slip (bench/RESULTS.md).
  return doc.save({ useObjectStreams: false, objectsPerTick: Number.POSITIVE_INFINITY });
}
