import { TriangleAlert } from 'lucide-react';
import { useT } from '../../../../lib/i18n/app';
import type { MessageKey } from '../../../../lib/i18n/keys';

/** The server's names of what is missing (payroll-settings.presenter.ts), to the person's language. */
const MISSING_KEYS: Record<string, MessageKey> = {
  PAN: 'payrollProfile.pan',
  UAN: 'payrollProfile.uan',
  'ESI number': 'payrollProfile.esiNumber',
  'work state': 'payrollProfile.missingWorkState',
  gender: 'payrollProfile.missingGender',
};

/** What a statutory deduction that is on needs and the profile lacks (the server's `missing`). */
export function MissingWarning({ missing }: { missing: readonly string[] }) {
  const { t, language } = useT();
  if (missing.length === 0) return null;
  // English shows the server's words as they are; another language its own name for each it knows.
  const named = missing.map((field) => {
    const key = MISSING_KEYS[field];
    return language === 'en' || !key ? field : t(key);
  });
  return (
    <div
      role="status"
      className="flex items-start gap-2 rounded-md border border-warning/50 bg-warning/15 p-3 text-sm text-[oklch(0.45_0.11_60)]"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        <span className="font-semibold">{t('payrollProfile.missing')}</span>
        {named.join(', ')}.
      </p>
    </div>
  );
}
