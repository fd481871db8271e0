import { formatPaiseIndian, formatDateDMY, rupeesToPaise, type Settlement } from '@hrms/shared';
import { A4, amountInWords, MUTED, renderDocumentPage, type Pen } from '../payroll/index.ts';

/*
 * The settlement statement and the letters as one A4 page each (issue 43), on the payslip's building blocks
 * (payroll/payslip: Pen, fonts, Noto for Indian scripts). Deterministic for the same content.
 */
const LEFT = A4.margin;
/** The address as printed: its lines joined with commas (a newline is no character the fonts draw). */
const oneLine = (address: string) => address.replace(/\s*\n\s*/g, ', ');
const RIGHT = A4.width - A4.margin;

export interface Letterhead {
  name: string;
  address: string;
}

function header(pen: Pen, org: Letterhead, title: string): number {
  let y = A4.height - A4.margin - 12;
  pen.text(org.name, { x: LEFT, y, size: 16, bold: true, maxWidth: RIGHT - LEFT - 180 });
  pen.text(title, { x: RIGHT, y, size: 13, bold: true, alignRight: true });
  y -= 16;
  for (const line of pen.wrap(oneLine(org.address), 9, 320, 3)) {
    if (!line) continue;
    pen.text(line, { x: LEFT, y, size: 9, color: MUTED });
    y -= 12;
  }
  pen.rule(y - 4, LEFT, RIGHT, 1.2);
  return y - 28;
}

const money = (rupees: number) => formatPaiseIndian(Math.abs(rupeesToPaise(rupees)));

export function settlementPdf(org: Letterhead, s: Settlement, generatedOn: string): Promise<Uint8Array> {
  const texts = [
    { text: org.name, bold: true },
    { text: oneLine(org.address) },
    { text: s.person.name, bold: true },
    ...s.lines.flatMap((line) => [{ text: line.name }, { text: line.rule }]),
  ];
  return renderDocumentPage(`Full and final settlement - ${s.person.name}`, texts, (pen) => {
    let y = header(pen, org, 'FULL AND FINAL SETTLEMENT');
    const facts: [string, string][] = [
      ['Employee Name', s.person.name],
      ['Employee ID', `EMP-${String(s.person.employeeNo).padStart(4, '0')}`],
      ['Last working day', formatDateDMY(s.lastWorkingDay)],
      ['Due by', formatDateDMY(s.dueOn)],
      [
        'Status',
        s.status === 'Finalised' ? `Finalised on ${formatDateDMY(s.finalisedAt!.slice(0, 10))}` : 'Draft',
      ],
    ];
    for (const [label, value] of facts) {
      pen.text(label, { x: LEFT, y, size: 9.5, color: MUTED });
      pen.text(value, {
        x: LEFT + 120,
        y,
        size: 10,
        bold: label === 'Employee Name',
        maxWidth: RIGHT - LEFT - 120,
      });
      y -= 16;
    }
    y -= 8;
    pen.shade(LEFT, y - 5, RIGHT - LEFT, 18);
    pen.text('Line', { x: LEFT + 6, y, size: 9.5, bold: true });
    pen.text('Paid (+) / recovered (-)', { x: RIGHT - 6, y, size: 9.5, bold: true, alignRight: true });
    y -= 22;
    for (const line of s.lines) {
      pen.text(line.name, { x: LEFT + 6, y, size: 10, maxWidth: RIGHT - LEFT - 150 });
      const w = pen.money(money(line.amount), { x: RIGHT - 6, y, size: 10, alignRight: true });
      if (line.amount < 0) pen.text('-', { x: RIGHT - 10 - w, y, size: 10, alignRight: true });
      y -= 12;
      for (const rule of pen.wrap(line.rule, 8, RIGHT - LEFT - 150, 2)) {
        pen.text(rule, { x: LEFT + 6, y, size: 8, color: MUTED });
        y -= 10;
      }
      y -= 6;
    }
    pen.rule(y + 4, LEFT, RIGHT);
    y -= 12;
    pen.text(s.net < 0 ? 'Net recoverable from the employee' : 'Net payable', {
      x: LEFT + 6,
      y,
      size: 11,
      bold: true,
    });
    pen.money(money(s.net), { x: RIGHT - 6, y, size: 11, bold: true, alignRight: true });
    y -= 16;
    pen.text(amountInWords(Math.abs(rupeesToPaise(s.net))), {
      x: LEFT + 6,
      y,
      size: 9,
      color: MUTED,
      maxWidth: RIGHT - LEFT - 12,
    });
    pen.text(`Generated on ${formatDateDMY(generatedOn)}`, {
      x: LEFT,
      y: A4.margin + 14,
      size: 8.5,
      color: MUTED,
    });
    pen.text('This is a computer-generated statement and needs no signature.', {
      x: LEFT,
      y: A4.margin,
      size: 8.5,
      color: MUTED,
    });
  });
}

export function letterPdf(
  org: Letterhead,
  letter: { title: string; paragraphs: string[] },
  person: string,
  issuedOn: string,
): Promise<Uint8Array> {
  const texts = [
    { text: org.name, bold: true },
    { text: oneLine(org.address) },
    ...letter.paragraphs.map((text) => ({ text })),
  ];
  return renderDocumentPage(`${letter.title} - ${person}`, texts, (pen) => {
    let y = header(pen, org, letter.title.toUpperCase());
    pen.text(`Date: ${formatDateDMY(issuedOn)}`, { x: RIGHT, y, size: 10, alignRight: true });
    y -= 30;
    for (const paragraph of letter.paragraphs) {
      for (const line of pen.wrap(paragraph, 11, RIGHT - LEFT, 12)) {
        pen.text(line, { x: LEFT, y, size: 11 });
        y -= 16;
      }
      y -= 10;
    }
    y -= 30;
    pen.text(`For ${org.name}`, { x: LEFT, y, size: 11, bold: true, maxWidth: RIGHT - LEFT });
    pen.text('Authorised signatory', { x: LEFT, y: y - 40, size: 10, color: MUTED });
  });
}
