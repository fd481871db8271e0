import type { Gender, TaxRegime } from '@hrms/shared';

export const GENDER_LABELS: Record<Gender, string> = { male: 'Male', female: 'Female', other: 'Other' };
export const REGIME_LABELS: Record<TaxRegime, string> = {
  new: 'New regime (default)',
  old: 'Old regime',
};
