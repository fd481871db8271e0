import type { PayslipContent } from './payslip-content.ts';
import { MUTED, type Pen } from './payslip-layout.ts';

/*
 * Issue 40: the payslip explains its statutory lines ('Provident Fund: PF 12% of Basic ₹15,000') and its
 * amount columns say rupees with the sign. The ₹ is the payslip's own vector glyph (Pen.money), as every figure.
 */

/** 'Amount (₹)' ('राशि (₹)') with its right edge at x; `open` is the words before the sign. Returns the width. */
export function amountHeader(pen: Pen, open: string, x: number, y: number): number {
  const sign = pen.money(')', { x, y, size: 10, bold: true, alignRight: true });
  return sign + pen.text(open, { x: x - sign, y, size: 10, bold: true, alignRight: true });
}

/** A line of text whose '₹1,234' parts are drawn with the rupee glyph. */
function drawWithRupees(pen: Pen, text: string, x: number, y: number, size: number): void {
  let at = x;
  for (const part of text.split(/(₹[\d,]+(?:\.\d+)?)/)) {
    if (part === '') continue;
    at += part.startsWith('₹')
      ? pen.money(part.slice(1), { x: at, y, size, color: MUTED })
      : pen.text(part, { x: at, y, size, color: MUTED });
  }
}

/**
 * One muted line per deduction that says how it was reached; returns the y below them. The line's name is
 * in the payslip's language (`nameOf`); the basis is the pay computation's English (docs/languages.md).
 */
export function drawBasis(
  pen: Pen,
  content: PayslipContent,
  nameOf: (line: { code: string; name: string }) => string,
  x: number,
  y: number,
): number {
  const lines = content.breakdown.deductions.filter((line) => line.basis);
  if (lines.length === 0) return y;
  for (const line of lines) {
    drawWithRupees(pen, `${nameOf(line)}: ${line.basis}`, x, y, 8.5);
    y -= 11;
  }
  return y - 6;
}
