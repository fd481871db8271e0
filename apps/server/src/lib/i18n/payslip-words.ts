// Zod-free: the payslip's render threads load this file with Node's own type stripping (payslip-pool.ts).
import type { LanguageCode } from '@hrms/shared/languages/codes';
import { PAYROLL_MESSAGES } from '@hrms/shared/payroll/period';

/**
 * The payslip PDF's own words (issue 47, docs/languages.md "Documents and e-mails"): English exactly as the
 * payslip printed it before (the byte-identity test holds it), Hindi and Marathi with the glossary's terms
 * and the words of the web's salary breakdown (hi-self.ts, mr-self.ts). Names the Admin typed (the
 * organisation, a pay component they named, a person) are never looked up here.
 */
export interface PayslipWords {
  title: string;
  forPeriod: (period: string) => string;
  /** The PDF's document title. */
  documentTitle: (period: string, name: string) => string;
  employeeName: string;
  employeeId: string;
  designation: string;
  department: string;
  pan: string;
  uan: string;
  bankAccount: string;
  payPeriod: string;
  monthDays: string;
  paidDays: string;
  lopDays: string;
  divisor: string;
  divisorKinds: Record<'calendar' | 'fixed30' | 'working', string>;
  eligibleDays: (days: string) => string;
  lopOn: (dates: string) => string;
  /** The reasons of loss-of-pay dates (attendance statuses, not marked, unpaid leave). */
  lopReasons: Record<'Absent' | 'Half Day' | 'Short Leave' | 'Not marked' | 'Unpaid leave', string>;
  notMarkedHint: string;
  paidBeforeGoLive: (goLive: string, days: number, daysText: string) => string;
  earnings: string;
  /** 'Amount (' before the ₹ glyph, ')' after it. */
  amountOpen: string;
  deductions: string;
  none: string;
  grossEarnings: string;
  totalDeductions: string;
  carriedToNextMonth: (lines: string) => string;
  employerContributions: string;
  netPay: string;
  yearToDate: (taxYear: string | null) => string;
  taxYear: (start: string, end: string) => string;
  gross: string;
  tds: string;
  attendanceCutOff: (upTo: string) => string;
  generatedOn: (date: string) => string;
  noSignature: string;
  /** The lines the product itself names, by code, printed only while the line still has this English name. */
  lineNames: Record<string, string>;
  lossOfPayFor: (period: string) => string;
  arrearsFor: (period: string) => string;
}

/** The English names the product gives its own lines (a line renamed by the Admin keeps its name). */
export const PRODUCT_LINE_NAMES: Record<string, string> = {
  BASIC: 'Basic',
  HRA: 'House Rent Allowance',
  EPF_EE: 'Provident Fund',
  EPF_ER: 'Employer PF',
  EPS_ER: 'Employer Pension (EPS)',
  EDLI_ER: 'EDLI',
  ESI_EE: 'ESI',
  ESI_ER: 'Employer ESI',
  PT: 'Professional Tax',
  LWF_EE: 'Labour Welfare Fund',
  LWF_ER: 'Employer LWF',
  TDS: 'Income Tax (TDS)',
};

const EN: PayslipWords = {
  title: 'PAYSLIP',
  forPeriod: (period) => `for ${period}`,
  documentTitle: (period, name) => `Payslip ${period} - ${name}`,
  employeeName: 'Employee Name',
  employeeId: 'Employee ID',
  designation: 'Designation',
  department: 'Department',
  pan: 'PAN',
  uan: 'UAN',
  bankAccount: 'Bank Account',
  payPeriod: 'Pay Period',
  monthDays: 'Month Days',
  paidDays: 'Paid Days',
  lopDays: 'Loss of Pay Days',
  divisor: 'Divisor',
  divisorKinds: { calendar: 'calendar days', fixed30: 'fixed 30 days', working: 'working days' },
  eligibleDays: (days) => `Eligible days this month: ${days} (from joining or to leaving)`,
  lopOn: (dates) => `Loss of pay on: ${dates}`,
  lopReasons: {
    Absent: 'Absent',
    'Half Day': 'Half Day',
    'Short Leave': 'Short Leave',
    'Not marked': 'Not marked',
    'Unpaid leave': 'Unpaid leave',
  },
  notMarkedHint: PAYROLL_MESSAGES.notMarkedHint,
  paidBeforeGoLive: (goLive, days) => PAYROLL_MESSAGES.paidBeforeGoLive(goLive, days),
  earnings: 'Earnings',
  amountOpen: 'Amount (',
  deductions: 'Deductions',
  none: 'None',
  grossEarnings: 'Gross Earnings',
  totalDeductions: 'Total Deductions',
  carriedToNextMonth: PAYROLL_MESSAGES.carriedToNextMonth,
  employerContributions: 'Employer Contributions (not part of net pay)',
  netPay: 'Net Pay',
  yearToDate: (fy) => `Year to date${fy ? ` (${fy})` : ''}:`,
  taxYear: (start, end) => `FY ${start}-${end}`,
  gross: 'Gross',
  tds: 'TDS',
  attendanceCutOff: PAYROLL_MESSAGES.attendanceCutOff,
  generatedOn: (date) => `Generated on ${date}`,
  noSignature: 'This is a computer-generated payslip and needs no signature.',
  lineNames: PRODUCT_LINE_NAMES,
  lossOfPayFor: PAYROLL_MESSAGES.lossOfPayFor,
  arrearsFor: PAYROLL_MESSAGES.arrearsFor,
};

const HI: PayslipWords = {
  title: 'वेतन पर्ची',
  forPeriod: (period) => `${period} के लिए`,
  documentTitle: (period, name) => `वेतन पर्ची ${period} - ${name}`,
  employeeName: 'कर्मचारी का नाम',
  employeeId: 'कर्मचारी ID',
  designation: 'पद',
  department: 'विभाग',
  pan: 'पैन (PAN)',
  uan: 'UAN',
  bankAccount: 'बैंक खाता',
  payPeriod: 'वेतन अवधि',
  monthDays: 'महीने के दिन',
  paidDays: 'वेतन वाले दिन',
  lopDays: 'वेतन कटौती (LOP) के दिन',
  divisor: 'भाजक',
  divisorKinds: { calendar: 'कैलेंडर के दिन', fixed30: 'तय 30 दिन', working: 'कामकाजी दिन' },
  eligibleDays: (days) => `इस महीने के पात्र दिन: ${days} (कार्यभार ग्रहण से या छोड़ने तक)`,
  lopOn: (dates) => `वेतन कटौती के दिन: ${dates}`,
  lopReasons: {
    Absent: 'अनुपस्थित',
    'Half Day': 'आधा दिन',
    'Short Leave': 'अल्प छुट्टी',
    'Not marked': 'दर्ज नहीं',
    'Unpaid leave': 'बिना वेतन छुट्टी',
  },
  notMarkedHint: 'दर्ज नहीं: उपस्थिति दर्ज करें (Attendance, Bulk mark) या शुरू होने की तारीख (go-live) तय करें।',
  paidBeforeGoLive: (goLive, _days, daysText) =>
    `शुरू होने की तारीख (go-live) ${goLive} से पहले उपस्थित मानकर वेतन: ${daysText} दिन`,
  earnings: 'आय',
  amountOpen: 'राशि (',
  deductions: 'कटौतियाँ',
  none: 'कोई नहीं',
  grossEarnings: 'सकल वेतन',
  totalDeductions: 'कुल कटौतियाँ',
  carriedToNextMonth: (lines) => `अगले महीने में ले जाया गया: ${lines}`,
  employerContributions: 'नियोक्ता का अंशदान (शुद्ध वेतन में शामिल नहीं)',
  netPay: 'शुद्ध वेतन',
  yearToDate: (fy) => `कर वर्ष में अब तक${fy ? ` (${fy})` : ''}:`,
  taxYear: (start, end) => `कर वर्ष ${start}-${end}`,
  gross: 'सकल',
  tds: 'TDS',
  attendanceCutOff: (upTo) => `${upTo} तक की उपस्थिति; बाद के दिन उपस्थित गिने गए`,
  generatedOn: (date) => `${date} को बनाई गई`,
  noSignature: 'यह कंप्यूटर से बनी वेतन पर्ची है, इस पर हस्ताक्षर की आवश्यकता नहीं है।',
  lineNames: {
    BASIC: 'मूल वेतन',
    HRA: 'मकान किराया भत्ता (HRA)',
    EPF_EE: 'भविष्य निधि (PF)',
    EPF_ER: 'नियोक्ता का PF',
    EPS_ER: 'नियोक्ता का पेंशन अंशदान (EPS)',
    EDLI_ER: 'EDLI',
    ESI_EE: 'कर्मचारी राज्य बीमा (ESI)',
    ESI_ER: 'नियोक्ता का ESI',
    PT: 'व्यवसाय कर (PT)',
    LWF_EE: 'श्रम कल्याण निधि (LWF)',
    LWF_ER: 'नियोक्ता का LWF',
    TDS: 'आयकर (TDS)',
  },
  lossOfPayFor: (period) => `${period} की वेतन कटौती`,
  arrearsFor: (period) => `${period} का बकाया वेतन`,
};

const MR: PayslipWords = {
  title: 'वेतन चिठ्ठी',
  forPeriod: (period) => `${period} साठी`,
  documentTitle: (period, name) => `वेतन चिठ्ठी ${period} - ${name}`,
  employeeName: 'कर्मचाऱ्याचे नाव',
  employeeId: 'कर्मचारी ID',
  designation: 'पद',
  department: 'विभाग',
  pan: 'पॅन (PAN)',
  uan: 'UAN',
  bankAccount: 'बँक खाते',
  payPeriod: 'वेतन कालावधी',
  monthDays: 'महिन्याचे दिवस',
  paidDays: 'पगारी दिवस',
  lopDays: 'विनावेतन (LOP) दिवस',
  divisor: 'भाजक',
  divisorKinds: { calendar: 'कॅलेंडरचे दिवस', fixed30: 'ठरलेले 30 दिवस', working: 'कामाचे दिवस' },
  eligibleDays: (days) => `या महिन्यातील पात्र दिवस: ${days} (रुजू झाल्यापासून किंवा सोडेपर्यंत)`,
  lopOn: (dates) => `विनावेतन दिवस: ${dates}`,
  lopReasons: {
    Absent: 'गैरहजर',
    'Half Day': 'अर्धा दिवस',
    'Short Leave': 'अल्प रजा',
    'Not marked': 'नोंद नाही',
    'Unpaid leave': 'विनावेतन रजा',
  },
  notMarkedHint: 'नोंद नाही: उपस्थिती नोंदवा (Attendance, Bulk mark) किंवा सुरुवातीची तारीख (go-live) ठरवा.',
  paidBeforeGoLive: (goLive, _days, daysText) =>
    `सुरुवातीची तारीख (go-live) ${goLive} पूर्वी हजर मानून पगार: ${daysText} दिवस`,
  earnings: 'कमाई',
  amountOpen: 'रक्कम (',
  deductions: 'कपात',
  none: 'काहीही नाही',
  grossEarnings: 'एकूण वेतन',
  totalDeductions: 'एकूण कपात',
  carriedToNextMonth: (lines) => `पुढच्या महिन्यात नेले: ${lines}`,
  employerContributions: 'नियोक्त्याचे योगदान (निव्वळ वेतनात समाविष्ट नाही)',
  netPay: 'निव्वळ वेतन',
  yearToDate: (fy) => `कर वर्षात आतापर्यंत${fy ? ` (${fy})` : ''}:`,
  taxYear: (start, end) => `कर वर्ष ${start}-${end}`,
  gross: 'एकूण',
  tds: 'TDS',
  attendanceCutOff: (upTo) => `${upTo} पर्यंतची उपस्थिती; नंतरचे दिवस हजर मानले`,
  generatedOn: (date) => `${date} रोजी तयार केली`,
  noSignature: 'ही संगणकाने तयार केलेली वेतन चिठ्ठी आहे, तिच्यावर सहीची आवश्यकता नाही.',
  lineNames: {
    BASIC: 'मूळ वेतन',
    HRA: 'घरभाडे भत्ता (HRA)',
    EPF_EE: 'भविष्य निर्वाह निधी (PF)',
    EPF_ER: 'नियोक्त्याचा PF',
    EPS_ER: 'नियोक्त्याचे पेन्शन योगदान (EPS)',
    EDLI_ER: 'EDLI',
    ESI_EE: 'कर्मचारी राज्य विमा (ESI)',
    ESI_ER: 'नियोक्त्याचा ESI',
    PT: 'व्यवसाय कर (PT)',
    LWF_EE: 'कामगार कल्याण निधी (LWF)',
    LWF_ER: 'नियोक्त्याचा LWF',
    TDS: 'आयकर (TDS)',
  },
  lossOfPayFor: (period) => `${period} ची विनावेतन कपात`,
  arrearsFor: (period) => `${period} ची थकबाकी`,
};

export const PAYSLIP_WORDS: Record<LanguageCode, PayslipWords> = { en: EN, hi: HI, mr: MR };
