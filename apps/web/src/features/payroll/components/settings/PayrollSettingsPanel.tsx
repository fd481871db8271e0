import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { PAYROLL_SETTINGS_MESSAGES as M, payrollSettingsSchema, type PayrollSettings } from '@hrms/shared';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { renderListState } from '../../../../components/ui/list-state';
import { Textarea } from '../../../../components/ui/textarea';
import { ApiError } from '../../../../lib/api';
import { SUBMIT_ONLY, firstErrorMessage } from '../../../../lib/form';
import { toast } from '../../../../lib/toast';
import { usePayrollSettings, useSavePayrollSettings } from '../../api/payroll-settings';
import { DivisorField } from './DivisorField';
import { Fieldset } from './Fieldset';
import { StatutoryFields } from './StatutoryFields';
import { StructureFields } from './StructureFields';

export const SETTINGS_LOAD_FAILED = 'Could not load the payroll settings.';
const SAVE_FAILED = 'Could not save the payroll settings.';

function PayrollSettingsForm({ saved }: { saved: PayrollSettings }) {
  const form = useForm<PayrollSettings>({
    ...SUBMIT_ONLY,
    resolver: zodResolver(payrollSettingsSchema),
    defaultValues: saved,
  });
  const save = useSavePayrollSettings();
  const error = firstErrorMessage(form.formState.errors);

  const onSubmit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: (stored) => {
        form.reset(stored);
        toast.success(M.saved);
      },
      onError: (cause) => {
        // A 4xx names what to fix: keep it beside the form, as a failed submit does.
        if (cause instanceof ApiError && cause.status >= 400 && cause.status < 500)
          form.setError('root.server', { message: cause.message });
        else toast.error(SAVE_FAILED, { description: cause.message });
      },
    }),
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <DivisorField form={form} />
      <StructureFields form={form} />
      <StatutoryFields form={form} />
      <Fieldset legend="On the payslip" hint="The organisation's name and address head every payslip.">
        <div className="grid gap-1.5">
          <Label htmlFor="org-name">Organisation name *</Label>
          <Input id="org-name" autoComplete="organization" {...form.register('organisation.name')} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="org-address">Address</Label>
          <Textarea id="org-address" rows={3} {...form.register('organisation.address')} />
        </div>
      </Fieldset>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={save.isPending}>
          {save.isPending ? null : <Save className="size-4" aria-hidden="true" />}
          Save payroll settings
        </Button>
        <span className="text-sm text-muted-foreground">Applies to slips generated from now on.</span>
      </div>
    </form>
  );
}

/** The Admin's payroll settings (issue 21): divisor, structure template, statutory switches, payslip header. */
export function PayrollSettingsPanel() {
  const settings = usePayrollSettings();
  const state = renderListState({
    query: settings,
    loading: 'Loading payroll settings',
    failed: SETTINGS_LOAD_FAILED,
    showCause: true,
  });
  if (state) return state;
  return <PayrollSettingsForm saved={settings.data!} />;
}
