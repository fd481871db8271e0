import type { UseFormReturn } from 'react-hook-form';
import type { PayDivisor, PayrollSettings } from '@hrms/shared';
import { Fieldset } from './Fieldset';

const DIVISORS: { value: PayDivisor; label: string; hint: string }[] = [
  {
    value: 'calendar',
    label: 'Calendar days of the month',
    hint: '28 to 31: a day of November is a thirtieth of the month’s pay. The default.',
  },
  {
    value: 'fixed30',
    label: 'Fixed 30 days',
    hint: 'Every month counts as 30 days, so a day’s pay is the same all year.',
  },
  {
    value: 'working',
    label: 'Working days of the month',
    hint: 'The days the work calendar counts as working (24 in February 2026); weekly offs are not counted.',
  },
];

/** Earned pay = each component × paid days ÷ the divisor. */
export function DivisorField({ form }: { form: UseFormReturn<PayrollSettings> }) {
  return (
    <Fieldset legend="Divisor for earned pay" hint="Earned pay is each component × paid days ÷ this divisor.">
      <div role="radiogroup" aria-label="Divisor for earned pay" className="grid gap-2">
        {DIVISORS.map((divisor) => (
          <label key={divisor.value} className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              className="mt-0.5 size-4 accent-primary"
              value={divisor.value}
              {...form.register('divisor')}
            />
            <span className="grid gap-0.5">
              <span className="font-medium">{divisor.label}</span>
              <span className="text-muted-foreground">{divisor.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </Fieldset>
  );
}
