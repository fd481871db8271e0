import type { SalaryBreakdown } from '@hrms/shared';
import type { DocumentLanguage } from '../../../lib/i18n/document-language.ts';

/**
 * Everything one payslip PDF prints (issue 21, docs/payroll.md): the seam between the pay computation
 * (payslip-record.ts builds it) and the renderer (payslip-pdf.ts draws it). Identity numbers arrive masked.
 */
export interface PayslipContent {
  organisation: { name: string; address: string };
  /** 'October 2026' */
  period: string;
  /** 'YYYY-MM-DD' in ORG_TIMEZONE. */
  generatedOn: string;
  employee: {
    name: string;
    /** 'EMP-0001' */
    code: string;
    designation: string | null;
    department: string | null;
    /** Masked: 'XXXXXX234F'. */
    pan: string | null;
    uan: string | null;
    /** Masked: 'XXXXXXXX4321'. */
    bankAccount: string | null;
  };
  /** As on the wire: rupees with two decimals (the renderer converts to paise for its arithmetic). */
  breakdown: SalaryBreakdown;
  /**
   * The person's language and the organisation's digits (issue 47); absent: English, Latin digits. The
   * organisation's, the person's and the pay components' names are printed as typed whatever it is.
   */
  language?: DocumentLanguage;
}
