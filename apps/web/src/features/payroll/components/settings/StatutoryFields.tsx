import { Controller, type UseFormReturn } from 'react-hook-form';
import type { PayrollSettings } from '@hrms/shared';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../../components/ui/select';
import { CheckboxField, Fieldset } from './Fieldset';
import { NO_STATE, stateOptions } from './states';

/** A blank identifier is "not registered yet": null on the wire. */
const blankIsNull = { setValueAs: (value: string | null) => (value?.trim() ? value.trim() : null) } as const;

/** EPF, ESI, Professional Tax and TDS: each off until the organisation is registered and turns it on. */
export function StatutoryFields({ form }: { form: UseFormReturn<PayrollSettings> }) {
  const { register, control } = form;
  return (
    <Fieldset
      legend="Statutory deductions"
      hint="Each stays off until the organisation is registered for it. A person's payroll profile shows what a deduction that is on still needs."
    >
      <div className="grid gap-2">
        <CheckboxField label="Provident Fund (EPF)" {...register('pf.enabled')} />
        <p className="text-xs text-muted-foreground">
          Employee 12% of Basic up to the ₹15,000 wage ceiling; employer EPS, EPF and EDLI shown on the slip.
        </p>
        <div className="grid gap-1.5 sm:max-w-sm">
          <Label htmlFor="pf-establishment">PF establishment ID</Label>
          <Input
            id="pf-establishment"
            autoComplete="off"
            placeholder="e.g. MHBAN0012345000"
            {...register('pf.establishmentId', blankIsNull)}
          />
        </div>
      </div>
      <div className="grid gap-2 border-t pt-3">
        <CheckboxField label="Employees' State Insurance (ESI)" {...register('esi.enabled')} />
        <p className="text-xs text-muted-foreground">
          Employee 0.75% and employer 3.25% of gross for people earning up to ₹21,000 a month.
        </p>
        <div className="grid gap-1.5 sm:max-w-sm">
          <Label htmlFor="esi-employer">ESI employer code</Label>
          <Input
            id="esi-employer"
            autoComplete="off"
            placeholder="17 digits"
            {...register('esi.employerCode', blankIsNull)}
          />
        </div>
      </div>
      <div className="grid gap-2 border-t pt-3">
        <CheckboxField label="Professional Tax (PT)" {...register('pt.enabled')} />
        <p className="text-xs text-muted-foreground">
          By the person&apos;s work state; the default state applies to people without one.
        </p>
        <div className="grid gap-1.5 sm:max-w-sm">
          <Label htmlFor="pt-state">Default state</Label>
          <Controller
            control={control}
            name="pt.defaultState"
            render={({ field }) => (
              <Select
                value={field.value ?? NO_STATE}
                onValueChange={(value) => field.onChange(value === NO_STATE ? null : value)}
              >
                <SelectTrigger id="pt-state" aria-label="Default state">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={NO_STATE}>None</SelectItem>
                  {stateOptions(field.value).map((state) => (
                    <SelectItem key={state.code} value={state.code}>
                      {state.code} {state.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </div>
      </div>
      <div className="grid gap-2 border-t pt-3">
        <CheckboxField label="Income tax (TDS)" {...register('tds.enabled')} />
        <p className="text-xs text-muted-foreground">
          The year&apos;s projected tax, less what is already deducted, spread over the months left; new
          regime unless the person chose the old one.
        </p>
      </div>
      <div className="grid gap-2 border-t pt-3">
        {/* Not in the saved settings until the Admin ticks it (issue 44): a fresh install's settings stay as they were. */}
        <Controller
          control={control}
          name="lwf"
          render={({ field }) => (
            <CheckboxField
              label="Labour Welfare Fund (LWF)"
              checked={Boolean(field.value?.enabled)}
              onChange={(event) => field.onChange({ enabled: event.target.checked })}
              onBlur={field.onBlur}
            />
          )}
        />
        <p className="text-xs text-muted-foreground">
          By the work state: Maharashtra ₹25 (employer ₹75) in June and December, Karnataka ₹50 (employer
          ₹100) in December.
        </p>
      </div>
    </Fieldset>
  );
}
