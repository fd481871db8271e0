import { ANY_ROLE } from '../http/access.ts';
import { defineContract } from '../http/contract.ts';
import { TAX_FORMS_ENDPOINTS } from './endpoints.ts';
import {
  deductorSchema,
  form130BulkBodySchema,
  form130BulkParamsSchema,
  form130BulkSchema,
  deductorViewSchema,
  form138ExportQuerySchema,
  form138QuerySchema,
  form138Schema,
  lwfReturnQuerySchema,
  previousBodySchema,
  rentBodySchema,
  taxExtrasSchema,
  taxFormsPersonParamsSchema,
  taxFormsYearQuerySchema,
  taxRegisterExportQuerySchema,
  taxRegisterQuerySchema,
  taxRegisterSchema,
  verifyPreviousBodySchema,
  verifyRentBodySchema,
} from './schemas.ts';
import {
  partAListQuerySchema,
  partAListSchema,
  partAReportSchema,
  partAUploadFieldsSchema,
} from './part-a.ts';

export const TAX_FORMS_CONTRACT = defineContract(TAX_FORMS_ENDPOINTS, {
  myExtras: {
    summary:
      "The caller's house rent with its HRA exemption and their earlier employer's income this tax year",
    query: taxFormsYearQuerySchema,
    response: taxExtrasSchema,
    errors: [400, 401],
    access: { roles: ANY_ROLE },
  },
  declareRent: {
    summary: "Declare the caller's monthly rent, city and landlord for the current tax year (0 removes it)",
    body: rentBodySchema,
    response: taxExtrasSchema,
    errors: [400, 401, 409],
    access: { roles: ANY_ROLE },
  },
  declarePrevious: {
    summary: "Declare the caller's salary and TDS from an earlier employer in the current tax year",
    body: previousBodySchema,
    response: taxExtrasSchema,
    errors: [400, 401, 409],
    access: { roles: ANY_ROLE },
  },
  myForm130: {
    summary: "The caller's salary TDS certificate Part B (Form 130; Form 16 before 2026-27) as a PDF",
    query: taxFormsYearQuerySchema,
    response: 'bytes',
    errors: [400, 401, 404, 409],
    access: { roles: ANY_ROLE },
  },
  personExtras: {
    summary: "A person's house rent and earlier employer this tax year (Admin, HR)",
    params: taxFormsPersonParamsSchema,
    query: taxFormsYearQuerySchema,
    response: taxExtrasSchema,
    errors: [400, 401, 403, 404],
  },
  verifyRent: {
    summary:
      "Verify a person's house rent: accept, accept in part (a lower monthly rent) or reject (Admin, HR)",
    params: taxFormsPersonParamsSchema,
    body: verifyRentBodySchema,
    response: taxExtrasSchema,
    errors: [400, 401, 403, 404, 409],
  },
  verifyPrevious: {
    summary: "Accept or reject a person's earlier employer's income and TDS (Admin, HR)",
    params: taxFormsPersonParamsSchema,
    body: verifyPreviousBodySchema,
    response: taxExtrasSchema,
    errors: [400, 401, 403, 404, 409],
  },
  personForm130: {
    summary: "A person's Form 130 / Form 16 Part B as a PDF (Admin, HR)",
    params: taxFormsPersonParamsSchema,
    query: taxFormsYearQuerySchema,
    response: 'bytes',
    errors: [400, 401, 403, 404, 409],
  },
  deductor: {
    summary: "The employer's TAN, PAN and the person responsible, as the certificates print them (Admin, HR)",
    response: deductorViewSchema,
    errors: [401, 403],
  },
  setDeductor: {
    summary: "Set the employer's TAN, PAN and the person responsible (Admin; audited)",
    body: deductorSchema,
    response: deductorViewSchema,
    errors: [400, 401, 403],
  },
  form138: {
    summary: 'A quarter of Form 138 (was 24Q): deductee rows, PAN masked, PAN problems flagged (Admin, HR)',
    query: form138QuerySchema,
    response: form138Schema,
    errors: [400, 401, 403],
  },
  form138Export: {
    summary:
      'A quarter of Form 138 as CSV or XLSX for the return preparation utility, PAN whole (Admin, HR; audited)',
    query: form138ExportQuerySchema,
    response: 'bytes',
    errors: [400, 401, 403],
  },
  lwfReturn: {
    summary:
      "A state's Labour Welfare Fund half-yearly return as CSV or XLSX from the finalised payslips (Admin, HR)",
    query: lwfReturnQuerySchema,
    response: 'bytes',
    errors: [400, 401, 403],
  },
  taxRegister: {
    summary:
      "The tax register of a month or a tax year: each person's gross, exemptions, taxable income, tax and TDS by month, PAN masked (Admin, HR)",
    query: taxRegisterQuerySchema,
    response: taxRegisterSchema,
    errors: [400, 401, 403],
  },
  taxRegisterExport: {
    summary: 'The tax register of a month or a tax year as CSV or XLSX for the accountant (Admin, HR)',
    query: taxRegisterExportQuerySchema,
    response: 'bytes',
    errors: [400, 401, 403],
  },
  form130BulkStart: {
    summary:
      'Generate every Form 130 Part B of a tax year in the background, a ZIP for HR; mail: true tells each person (Admin, HR; 409 while one runs for the year)',
    body: form130BulkBodySchema,
    response: form130BulkSchema,
    errors: [400, 401, 403, 409],
  },
  form130BulkStatus: {
    summary:
      "A bulk Form 130 run's progress, failures and, once finished, a signed link to its ZIP (Admin, HR)",
    params: form130BulkParamsSchema,
    response: form130BulkSchema,
    errors: [401, 403, 404],
  },
  form130PartAUpload: {
    summary:
      'Upload Form 130 Part A files from TRACES for a tax year (multipart: year, files: PDFs or ZIPs of PDFs, at most 50 MB and 2,000 files); each goes to the person whose PAN its name carries, replacing theirs (Admin, HR; audited)',
    form: partAUploadFieldsSchema,
    response: partAReportSchema,
    errors: [400, 401, 403, 413, 415],
  },
  form130PartAList: {
    summary: 'The Form 130 Part A files kept for a tax year, PAN masked (Admin, HR)',
    query: partAListQuerySchema,
    response: partAListSchema,
    errors: [400, 401, 403],
  },
});
