import type { PayrollProfile } from '@hrms/shared';
import { stateName } from '../settings/states';
import { GENDER_LABELS, REGIME_LABELS } from './labels';

const shown = (value: string | null) => value ?? 'Not set';

/** The person's own payroll profile, read-only; identity numbers come masked from the server. */
export function PayrollProfileView({ profile }: { profile: PayrollProfile }) {
  const items: [string, string][] = [
    ['PAN', shown(profile.pan)],
    ['UAN', shown(profile.uan)],
    ['Aadhaar', shown(profile.aadhaar)],
    ['ESI number', shown(profile.esiNumber)],
    ['Work state', stateName(profile.workState)],
    ['Gender', profile.gender ? GENDER_LABELS[profile.gender] : 'Not set'],
    ['Bank account', shown(profile.bankAccount)],
    ['IFSC', shown(profile.ifsc)],
    ['Tax regime', REGIME_LABELS[profile.taxRegime]],
    ['PF on full wages', profile.pfOnFullWages ? 'Yes' : 'No'],
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
      <p className="text-sm text-muted-foreground">Only the Admin can change these details.</p>
    </div>
  );
}
