/**
 * India's states and union territories by their ISO 3166-2:IN subdivision codes (without the 'IN-' prefix),
 * as amended by the ISO 3166 Maintenance Agency's newsletter of 23 November 2023 (CG, OD, TS, UK replaced
 * CT, OR, TG, UT). Source: https://www.iso.org/obp/ui/#iso:code:3166:IN. A location's state is one of
 * these; Professional Tax figures exist only for some (payroll's statutory data), the others pay none.
 */
export const INDIAN_STATES = [
  { code: 'AP', name: 'Andhra Pradesh' },
  { code: 'AR', name: 'Arunachal Pradesh' },
  { code: 'AS', name: 'Assam' },
  { code: 'BR', name: 'Bihar' },
  { code: 'CG', name: 'Chhattisgarh' },
  { code: 'GA', name: 'Goa' },
  { code: 'GJ', name: 'Gujarat' },
  { code: 'HR', name: 'Haryana' },
  { code: 'HP', name: 'Himachal Pradesh' },
  { code: 'JH', name: 'Jharkhand' },
  { code: 'KA', name: 'Karnataka' },
  { code: 'KL', name: 'Kerala' },
  { code: 'MP', name: 'Madhya Pradesh' },
  { code: 'MH', name: 'Maharashtra' },
  { code: 'MN', name: 'Manipur' },
  { code: 'ML', name: 'Meghalaya' },
  { code: 'MZ', name: 'Mizoram' },
  { code: 'NL', name: 'Nagaland' },
  { code: 'OD', name: 'Odisha' },
  { code: 'PB', name: 'Punjab' },
  { code: 'RJ', name: 'Rajasthan' },
  { code: 'SK', name: 'Sikkim' },
  { code: 'TN', name: 'Tamil Nadu' },
  { code: 'TS', name: 'Telangana' },
  { code: 'TR', name: 'Tripura' },
  { code: 'UP', name: 'Uttar Pradesh' },
  { code: 'UK', name: 'Uttarakhand' },
  { code: 'WB', name: 'West Bengal' },
  { code: 'AN', name: 'Andaman and Nicobar Islands' },
  { code: 'CH', name: 'Chandigarh' },
  { code: 'DH', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: 'DL', name: 'Delhi' },
  { code: 'JK', name: 'Jammu and Kashmir' },
  { code: 'LA', name: 'Ladakh' },
  { code: 'LD', name: 'Lakshadweep' },
  { code: 'PY', name: 'Puducherry' },
] as const;

export type IndianStateCode = (typeof INDIAN_STATES)[number]['code'];

export const INDIAN_STATE_CODES: readonly string[] = INDIAN_STATES.map((state) => state.code);

export function isIndianStateCode(value: string): value is IndianStateCode {
  return INDIAN_STATE_CODES.includes(value);
}

export function indianStateName(code: string): string | null {
  return INDIAN_STATES.find((state) => state.code === code)?.name ?? null;
}
