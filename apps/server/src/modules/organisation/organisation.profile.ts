import { z } from 'zod';
import type { OrganisationProfile } from '@hrms/shared';

/** The stored value (org_settings 'organisation'); read leniently: a value that does not parse is absent. */
export const storedOrganisationSchema = z.object({
  name: z.string().min(1),
  addressLines: z.array(z.string()),
  state: z.string().nullable(),
  logo: z.object({ key: z.string(), contentType: z.string(), version: z.string() }).nullable(),
});
export type StoredOrganisation = z.infer<typeof storedOrganisationSchema>;

const legacySchema = z.object({ name: z.string().trim().min(1), address: z.string().default('') });

/** The payroll settings' one address text as lines (it was a free text: each written line is one). */
export const linesOf = (address: string): string[] =>
  address
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);

/**
 * The profile in force: the stored profile; else the name and address saved in the payroll settings
 * before the profile existed (adopted as they are, so an organisation that had set its payslip name keeps
 * it everywhere); else ORG_NAME, exactly as a fresh install shows it.
 */
export function profileInForce(
  stored: unknown,
  legacy: unknown,
  orgName: string,
): { profile: StoredOrganisation; saved: boolean } {
  const own = storedOrganisationSchema.safeParse(stored);
  if (own.success) return { profile: own.data, saved: true };
  const old = legacySchema.safeParse(legacy);
  if (old.success)
    return {
      profile: { name: old.data.name, addressLines: linesOf(old.data.address), state: null, logo: null },
      // The payroll form sends ORG_NAME back when nobody changed it: that is not a name someone set.
      saved: old.data.name !== orgName,
    };
  return { profile: { name: orgName, addressLines: [], state: null, logo: null }, saved: false };
}

export function presentOrganisation(profile: StoredOrganisation, saved: boolean): OrganisationProfile {
  return {
    name: profile.name,
    addressLines: profile.addressLines,
    state: profile.state,
    logoUrl: profile.logo ? `/api/organisation/logo?v=${profile.logo.version}` : null,
    saved,
  };
}

/** What the audit trail keeps of a profile: the logo as a yes/no, never its storage key. */
export const auditedProfile = (profile: StoredOrganisation) => ({
  name: profile.name,
  addressLines: profile.addressLines,
  state: profile.state,
  logo: profile.logo !== null,
});
