import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { MIN_BASIC_PERCENT, type PayrollSettings } from '@hrms/shared';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { Fieldset } from './Fieldset';

const number = { valueAsNumber: true } as const;

/** The organisation's split of monthly gross: Basic, HRA, fixed allowances; Special Allowance takes the rest. */
export function StructureFields({ form }: { form: UseFormReturn<PayrollSettings> }) {
  const allowances = useFieldArray({ control: form.control, name: 'template.allowances' });
  const disabled = form.formState.isSubmitting;
  return (
    <Fieldset
      legend="Salary structure"
      hint={
        <>
          How monthly gross (the person&apos;s base salary) splits. Basic must be at least {MIN_BASIC_PERCENT}
          % of gross (labour codes, from 21 November 2025); Special Allowance is what is left after Basic, HRA
          and the fixed allowances. A person may have their own split on a salary revision.
        </>
      }
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor="template-basic">Basic (% of gross)</Label>
          <Input
            id="template-basic"
            type="number"
            inputMode="decimal"
            step="0.01"
            {...form.register('template.basicPercent', number)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="template-hra">HRA (% of Basic)</Label>
          <Input
            id="template-hra"
            type="number"
            inputMode="decimal"
            step="0.01"
            {...form.register('template.hraPercentOfBasic', number)}
          />
        </div>
      </div>
      <div className="grid gap-2">
        <h4 className="text-sm font-medium">Fixed allowances</h4>
        {allowances.fields.length === 0 ? (
          <p className="text-sm text-muted-foreground">None: Special Allowance takes the whole balance.</p>
        ) : (
          <ul aria-label="Fixed allowances" className="grid gap-3">
            {allowances.fields.map((field, index) => (
              <li
                key={field.id}
                className="grid gap-2 rounded-md bg-muted/40 p-2 sm:grid-cols-[8rem_1fr_9rem_auto] sm:items-end"
              >
                <div className="grid gap-1">
                  <Label htmlFor={`allowance-${index}-code`}>Code</Label>
                  <Input
                    id={`allowance-${index}-code`}
                    autoComplete="off"
                    placeholder="CONV"
                    {...form.register(`template.allowances.${index}.code`, {
                      setValueAs: (value: string) => value.trim().toUpperCase(),
                    })}
                  />
                </div>
                <div className="grid gap-1">
                  <Label htmlFor={`allowance-${index}-name`}>Name</Label>
                  <Input
                    id={`allowance-${index}-name`}
                    autoComplete="off"
                    placeholder="Conveyance"
                    {...form.register(`template.allowances.${index}.name`)}
                  />
                </div>
                <div className="grid gap-1">
                  <Label htmlFor={`allowance-${index}-amount`}>Monthly amount (₹)</Label>
                  <Input
                    id={`allowance-${index}-amount`}
                    type="number"
                    inputMode="decimal"
                    step="0.01"
                    {...form.register(`template.allowances.${index}.monthlyAmount`, number)}
                  />
                </div>
                <Button
                  type="button"
                  variant="outline"
                  size="icon"
                  aria-label={`Remove allowance ${index + 1}`}
                  onClick={() => allowances.remove(index)}
                  disabled={disabled}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
        <div>
          <Button
            type="button"
            variant="outline"
            onClick={() => allowances.append({ code: '', name: '', monthlyAmount: 0 })}
            disabled={disabled || allowances.fields.length >= 10}
          >
            <Plus className="size-4" aria-hidden="true" />
            Add allowance
          </Button>
        </div>
      </div>
    </Fieldset>
  );
}
