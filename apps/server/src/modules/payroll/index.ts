// payroll's public face: other modules, services.ts, app.ts, jobs/, demo/ and cli/ import only this file
// (docs/architecture.md, "Modules and their faces" and "Payroll's floor plan"; .dependency-cruiser.mjs checks it).
export { payrollRoutes } from './payroll.routes.ts';
export { PayrollService } from './payroll.service.ts';
export { payslipPool } from './payslip/payslip-pool.ts';
/** A breakdown in paise (pay/breakdown.ts), for the payroll register and files (modules/payroll-runs). */
export type { PayBreakdown, PayLinePaise } from './pay/breakdown.ts';
/** Lines other modules add to a person's month (issue 45): overtime, reimbursed claims, advance recoveries. */
export { combinePayInputs, type PayInputLine, type PayInputSource } from './pay/pay-inputs.ts';
/** The exit month's pay up to the last working day (modules/exit's settlement). */
export { finalMonthPay } from './pay/final-month.ts';
/** The exit month's statutory deductions on the settlement's final salary (modules/exit). */
export type { ExitMonthInput } from './exit-month.ts';
/** One A4 page on the payslip's building blocks (modules/exit: the settlement statement and letters). */
export { renderDocumentPage } from './payslip/document-pdf.ts';
export { A4, MUTED, type Pen } from './payslip/payslip-layout.ts';
export { amountInWords } from './payslip/amount-in-words.ts';
