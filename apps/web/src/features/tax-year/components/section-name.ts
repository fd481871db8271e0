import type { TaxSection } from '@hrms/shared';
import { translateOr } from '../../../lib/i18n/app';
import type { Language } from '../../../lib/i18n/languages';

/**
 * A section's name (issue 47): English is the server's, word for word (its figures may name a new year's
 * sections); another language its own name for the codes it knows, else the server's.
 */
export function sectionName(section: Pick<TaxSection, 'section' | 'label'>, language: Language): string {
  return language === 'en' ? section.label : translateOr(`tax.section.${section.section}`, section.label);
}

/** A city of the HRA exemption by the same rule (the server's names; the codes the other languages know). */
export function cityName(city: { code: string; name: string }, language: Language): string {
  return language === 'en' ? city.name : translateOr(`tax.city.${city.code}`, city.name);
}
