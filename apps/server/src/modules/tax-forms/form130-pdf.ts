import { formatDateDMY, formatEmployeeId, formatPaiseIndian } from '@hrms/shared';
import { A4, MUTED, renderDocumentPage, type Pen } from '../payroll/index.ts';
import type { Form130 } from './form130.ts';

/*
 * Form 130 (Form 16 before tax year 2026-27) Part B as one A4 page, on the payslip's building blocks. Part A
 * is the tax department's (TRACES); the page says so. Deterministic for the same content.
 */
const LEFT = A4.margin;
const RIGHT = A4.width - A4.margin;

export interface Form130Header {
  employer: {
    name: string;
    address: string;
    tan: string | null;
    pan: string | null;
    responsible: string | null;
  };
  person: { name: string; employeeNo: number; pan: string | null };
  /** '2026-27' */
  label: string;
  /** 'Form 130' or 'Form 16' */
  form: string;
  generatedOn: string;
}

const money = (paise: number) => formatPaiseIndian(Math.max(0, paise));

/** The certificate's section line under the Act of its year. */
const certificateBasis = (year: number) =>
  year >= 2026
    ? 'Certificate of tax deducted at source on salary: section 392 of the Income-tax Act, 2025 (section 192 of the 1961 Act)'
    : 'Certificate under section 203 of the Income-tax Act, 1961 for tax deducted at source on salary (section 192)';

function form130Rows(f: Form130, previousEmployer: string | null): [string, number, boolean?][] {
  const rows: [string, number, boolean?][] = [['1. Gross salary paid by this employer', f.grossPaise]];
  if (f.previousGrossPaise > 0)
    rows.push([`   Salary from the earlier employer (${previousEmployer ?? ''})`, f.previousGrossPaise]);
  rows.push(['2. Total gross salary', f.totalGrossPaise, true]);
  if (f.hraExemptPaise > 0)
    rows.push([`3. Less: house rent allowance exempt, ${f.hraSection}`, f.hraExemptPaise]);
  rows.push(['4. Less: standard deduction', f.standardDeductionPaise]);
  if (f.tax.taxOnEmploymentPaise > 0)
    rows.push([
      `   Less: tax on employment (professional tax), ${f.taxOnEmploymentSection}`,
      f.tax.taxOnEmploymentPaise,
    ]);
  for (const line of f.deductions)
    rows.push([`5. Less: ${line.label}, ${line.act2025} (${line.act1961})`, line.countedPaise]);
  rows.push(
    ['6. Total taxable income (rounded to the nearest ten rupees)', f.tax.taxableIncomePaise, true],
    ['7. Tax on total income', f.tax.slabTaxPaise],
    ['8. Rebate: section 156 of the 2025 Act (87A of the 1961 Act)', f.tax.rebatePaise],
    ['9. Marginal relief', f.tax.marginalReliefPaise],
    ['10. Surcharge', f.tax.surchargePaise],
    ['11. Health and education cess (4%)', f.tax.cessPaise],
    ['12. Tax payable (rounded to the nearest ten rupees)', f.tax.totalTaxPaise, true],
    ['13. Tax deducted by this employer', f.tdsPaise],
  );
  if (f.previousTdsPaise > 0) rows.push(['    Tax deducted by the earlier employer', f.previousTdsPaise]);
  rows.push(['14. Total tax deducted', f.totalTdsPaise, true]);
  rows.push([
    f.balancePaise >= 0 ? '15. Tax payable with the return' : '15. Tax refundable',
    Math.abs(f.balancePaise),
    true,
  ]);
  return rows;
}

function header(pen: Pen, h: Form130Header, year: number): number {
  let y = A4.height - A4.margin - 12;
  pen.text(`${h.form.toUpperCase()} - PART B`, { x: LEFT, y, size: 14, bold: true });
  pen.text(`Tax year ${h.label}`, { x: RIGHT, y, size: 11, bold: true, alignRight: true });
  y -= 14;
  pen.text(certificateBasis(year), { x: LEFT, y, size: 8.5, color: MUTED, maxWidth: RIGHT - LEFT });
  y -= 18;
  const facts: [string, string, string, string][] = [
    ['Employer', h.employer.name, 'Employee', h.person.name],
    ['TAN', h.employer.tan ?? 'not entered', 'Employee ID', formatEmployeeId(h.person.employeeNo)],
    ['PAN', h.employer.pan ?? 'not entered', 'PAN of the employee', h.person.pan ?? 'not given'],
  ];
  for (const [a, b, c, d] of facts) {
    pen.text(a, { x: LEFT, y, size: 8.5, color: MUTED });
    pen.text(b, { x: LEFT + 60, y, size: 9.5, bold: a === 'Employer', maxWidth: 190 });
    pen.text(c, { x: LEFT + 270, y, size: 8.5, color: MUTED });
    pen.text(d, { x: LEFT + 370, y, size: 9.5, bold: c === 'Employee', maxWidth: RIGHT - LEFT - 370 });
    y -= 13;
  }
  for (const line of pen.wrap(h.employer.address.replace(/\s*\n\s*/g, ', '), 8.5, 210, 2)) {
    if (!line) continue;
    pen.text(line, { x: LEFT + 60, y, size: 8.5, color: MUTED });
    y -= 11;
  }
  pen.rule(y - 2, LEFT, RIGHT, 1);
  return y - 16;
}

export function form130Pdf(
  f: Form130,
  h: Form130Header,
  previousEmployer: string | null,
): Promise<Uint8Array> {
  const rows = form130Rows(f, previousEmployer);
  const texts = [
    { text: h.employer.name, bold: true },
    { text: h.employer.address },
    { text: h.person.name, bold: true },
    ...rows.map(([label]) => ({ text: label })),
    ...f.months.map((m) => ({ text: m.month })),
  ];
  return renderDocumentPage(`${h.form} Part B ${h.label} - ${h.person.name}`, texts, (pen) => {
    let y = header(pen, h, f.year);
    pen.text(
      `Regime: ${f.regime === 'old' ? 'old' : 'new (section 202 of the 2025 Act; 115BAC of the 1961 Act)'}`,
      {
        x: LEFT,
        y,
        size: 9.5,
        bold: true,
      },
    );
    y -= 16;
    pen.shade(LEFT, y - 4, RIGHT - LEFT, 15);
    pen.text('Month', { x: LEFT + 4, y, size: 8.5, bold: true });
    pen.text('Gross salary', { x: LEFT + 250, y, size: 8.5, bold: true, alignRight: true });
    pen.text('Tax deducted (TDS)', { x: RIGHT - 4, y, size: 8.5, bold: true, alignRight: true });
    y -= 14;
    for (const m of f.months) {
      pen.text(m.month, { x: LEFT + 4, y, size: 8.5 });
      pen.money(money(m.grossPaise), { x: LEFT + 250, y, size: 8.5, alignRight: true });
      pen.money(money(m.tdsPaise), { x: RIGHT - 4, y, size: 8.5, alignRight: true });
      y -= 11;
    }
    y -= 8;
    pen.shade(LEFT, y - 4, RIGHT - LEFT, 15);
    pen.text('Computation of income and tax', { x: LEFT + 4, y, size: 8.5, bold: true });
    pen.text('Amount', { x: RIGHT - 4, y, size: 8.5, bold: true, alignRight: true });
    y -= 14;
    for (const [label, paise, bold] of rows) {
      pen.text(label, { x: LEFT + 4, y, size: 8.5, bold: bold ?? false, maxWidth: RIGHT - LEFT - 110 });
      pen.money(money(paise), { x: RIGHT - 4, y, size: 8.5, bold: bold ?? false, alignRight: true });
      y -= 12;
    }
    y -= 10;
    const verification = h.employer.responsible
      ? `Verified by ${h.employer.responsible}, for ${h.employer.name}, from the payroll's finalised payslips.`
      : `Issued by ${h.employer.name} from the payroll's finalised payslips.`;
    for (const line of pen.wrap(verification, 8.5, RIGHT - LEFT, 2)) {
      pen.text(line, { x: LEFT, y, size: 8.5 });
      y -= 11;
    }
    pen.text(
      `Part A (the tax deposited, by challan) is issued through the tax department's TRACES portal. Generated on ${formatDateDMY(h.generatedOn)}.`,
      { x: LEFT, y: A4.margin + 12, size: 7.5, color: MUTED, maxWidth: RIGHT - LEFT },
    );
    pen.text('This is a computer-generated certificate.', { x: LEFT, y: A4.margin, size: 7.5, color: MUTED });
  });
}
