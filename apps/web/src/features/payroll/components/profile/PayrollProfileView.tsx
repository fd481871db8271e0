import type { PayrollProfile } from '@hrms/shared';
import { useT } from '../../../../lib/i18n/app';
import { stateName } from '../settings/states';

/** The person's own payroll profile, read-only; identity numbers come masked from the server. */
export function PayrollProfileView({ profile }: { profile: PayrollProfile }) {
  const { t } = useT();
  const shown = (value: string | null) => value ?? t('payrollProfile.notSet');
  const items: [string, string][] = [
    [t('payrollProfile.pan'), shown(profile.pan)],
    [t('payrollProfile.uan'), shown(profile.uan)],
    [t('payrollProfile.aadhaar'), shown(profile.aadhaar)],
    [t('payrollProfile.esiNumber'), shown(profile.esiNumber)],
    [t('payrollProfile.workState'), stateName(profile.workState)],
    [
      t('payrollProfile.gender'),
      profile.gender ? t(`payrollProfile.gender.${profile.gender}`) : t('payrollProfile.notSet'),
    ],
    [t('payrollProfile.bankAccount'), shown(profile.bankAccount)],
    [t('payrollProfile.ifsc'), shown(profile.ifsc)],
    [t('payrollProfile.taxRegime'), t(`payrollProfile.regime.${profile.taxRegime}`)],
    [
      t('payrollProfile.pfOnFullWages'),
      profile.pfOnFullWages ? t('payrollProfile.yes') : t('payrollProfile.no'),
    ],
  ];
  return (
    <div className="grid gap-3">
      <dl className="grid gap-4 sm:grid-cols-2">
        {items.map(([label, value]) => (
          <div key={label} className="grid gap-0.5">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="font-medium wrap-anywhere tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-muted-foreground">{t('payrollProfile.adminOnly')}</p>
    </div>
  );
}
