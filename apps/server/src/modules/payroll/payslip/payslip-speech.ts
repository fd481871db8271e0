import { PAYROLL_MESSAGES } from '@hrms/shared/payroll/period';
import {
  dateText,
  ENGLISH_DOCUMENT,
  periodText,
  toDigits,
  type DocumentLanguage,
} from '../../../lib/i18n/document-language.ts';
import { PAYSLIP_WORDS, PRODUCT_LINE_NAMES, type PayslipWords } from '../../../lib/i18n/payslip-words.ts';
import type { PayslipContent } from './payslip-content.ts';

/**
 * How one payslip speaks (issue 47): its words in the person's language, figures and dates in the
 * organisation's digits. English with Latin digits gives back every text exactly as before.
 */
export interface PayslipSpeech {
  words: PayslipWords;
  language: DocumentLanguage;
  /** Figures in the digits. */
  digits: (text: string) => string;
  /** 'YYYY-MM-DD' -> 'DD/MM/YYYY' in the digits. */
  date: (isoDate: string) => string;
  /** 'October 2026' in the language and digits. */
  period: (text: string) => string;
  /** A line's name: the product's own lines in the language, names the Admin gave as typed. */
  lineName: (line: { code: string; name: string }) => string;
  /** A loss-of-pay date's reason in the language (an unknown one as it is). */
  reason: (reason: string) => string;
}

const LOSS_OF_PAY_FOR = /^Loss of pay for ([A-Z][a-z]+ \d{4})$/;
const ARREARS_FOR = /^Arrears for ([A-Z][a-z]+ \d{4})$/;

export function speechOf(content: PayslipContent): PayslipSpeech {
  const language = content.language ?? ENGLISH_DOCUMENT;
  const words = PAYSLIP_WORDS[language.language];
  const period = (text: string) => periodText(text, language);
  return {
    words,
    language,
    digits: (text) => toDigits(text, language.digits),
    date: (isoDate) => dateText(isoDate, language.digits),
    period,
    lineName(line) {
      if (PRODUCT_LINE_NAMES[line.code] === line.name) return words.lineNames[line.code] ?? line.name;
      const lop = LOSS_OF_PAY_FOR.exec(line.name);
      if (lop && line.name === PAYROLL_MESSAGES.lossOfPayFor(lop[1]!))
        return words.lossOfPayFor(period(lop[1]!));
      const arrears = line.code.startsWith('ARREARS_') ? ARREARS_FOR.exec(line.name) : null;
      if (arrears) return words.arrearsFor(period(arrears[1]!));
      return line.name;
    },
    reason: (reason) => words.lopReasons[reason as keyof PayslipWords['lopReasons']] ?? reason,
  };
}
