import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Eye, Save } from 'lucide-react';
import {
  GENDERS,
  PAYROLL_SETTINGS_MESSAGES as M,
  REVEALABLE_FIELDS,
  REVEALABLE_LABELS,
  TAX_REGIMES,
  looksMasked,
  payrollProfileBodySchema,
  type Gender,
  type PayrollProfile,
  type RevealableField,
  type TaxRegime,
} from '@hrms/shared';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../../components/ui/select';
import { ApiError } from '../../../../lib/api';
import { SUBMIT_ONLY } from '../../../../lib/form';
import { toast } from '../../../../lib/toast';
import { useSavePayrollProfile } from '../../api/payroll-settings';
import { revealIdentity } from '../../api/reveal';
import { CheckboxField } from '../settings/Fieldset';
import { NO_STATE, stateOptions } from '../settings/states';
import { GENDER_LABELS, REGIME_LABELS } from './labels';

const SAVE_FAILED = 'Could not save the payroll profile.';
const UNSET = 'unset';

interface ProfileFormValues {
  pan: string;
  uan: string;
  aadhaar: string;
  esiNumber: string;
  workState: string | null;
  gender: Gender | null;
  bankAccount: string;
  ifsc: string;
  taxRegime: TaxRegime;
  pfOnFullWages: boolean;
}

const valuesOf = (p: PayrollProfile): ProfileFormValues => ({
  pan: p.pan ?? '',
  uan: p.uan ?? '',
  aadhaar: p.aadhaar ?? '',
  esiNumber: p.esiNumber ?? '',
  workState: p.workState,
  gender: p.gender,
  bankAccount: p.bankAccount ?? '',
  ifsc: p.ifsc ?? '',
  taxRegime: p.taxRegime,
  pfOnFullWages: p.pfOnFullWages,
});

const TEXT_FIELDS: {
  name: 'pan' | 'uan' | 'aadhaar' | 'esiNumber' | 'bankAccount' | 'ifsc';
  label: string;
  hint: string;
}[] = [
  { name: 'pan', label: 'PAN', hint: 'AAAAA9999A' },
  { name: 'uan', label: 'UAN', hint: '12 digits' },
  { name: 'aadhaar', label: 'Aadhaar', hint: '12 digits (only the last 4 are kept)' },
  { name: 'esiNumber', label: 'ESI number', hint: '10 digits' },
  { name: 'bankAccount', label: 'Bank account', hint: '9 to 18 digits' },
  { name: 'ifsc', label: 'IFSC', hint: 'AAAA0XXXXXX' },
];

const REVEAL_FAILED = 'Could not reveal the number.';
/** The server's `missing` names, by the field that supplies each. */
const MISSING_LABEL: Partial<Record<keyof ProfileFormValues, string>> = {
  pan: 'PAN',
  uan: 'UAN',
  esiNumber: 'ESI number',
  workState: 'work state',
  gender: 'gender',
};
export const NEEDED_NOTE = 'Needed for a deduction that is on.';

/** Under a field: its error, else a note when a deduction that is on needs it. */
function FieldNote({ id, error, needed }: { id: string; error?: string; needed: boolean }) {
  if (error)
    return (
      <p id={id} role="alert" className="text-sm text-destructive">
        {error}
      </p>
    );
  if (needed)
    return (
      <p id={id} className="text-sm text-[oklch(0.45_0.11_60)]">
        {NEEDED_NOTE}
      </p>
    );
  return <span id={id} hidden />;
}
const isRevealable = (name: string): name is RevealableField =>
  (REVEALABLE_FIELDS as readonly string[]).includes(name);

/**
 * The Admin's form for a person's payroll profile (PUT /api/employees/{id}/payroll-profile). Identity
 * numbers arrive masked; sent back unchanged they are kept. 'Reveal' shows one in full (the server records
 * it in the audit log); changing one means typing the whole new number (docs/privacy.md).
 */
export function PayrollProfileForm({
  personId,
  profile,
  canReveal = true,
}: {
  personId: string;
  profile: PayrollProfile;
  /** The Admin reveals a number in full (audited); HR keeps the profile without seeing them. */
  canReveal?: boolean;
}) {
  const form = useForm<ProfileFormValues>({
    ...SUBMIT_ONLY,
    // The schema turns blank text into null and upper-cases PAN and IFSC; the body is what it returns.
    resolver: zodResolver(payrollProfileBodySchema) as never,
    defaultValues: valuesOf(profile),
  });
  const save = useSavePayrollProfile(personId);
  const [revealing, setRevealing] = useState<RevealableField | null>(null);
  const values = form.watch();
  const reveal = async (field: RevealableField) => {
    setRevealing(field);
    try {
      const { value } = await revealIdentity(personId, field);
      form.setValue(field, value ?? '', { shouldDirty: false });
    } catch (cause) {
      toast.error(REVEAL_FAILED, { description: cause instanceof Error ? cause.message : undefined });
    } finally {
      setRevealing(null);
    }
  };
  // Field errors show beside their fields; what is left (the server's reason) below the form.
  const error = form.formState.errors.root?.server?.message;
  const fieldError = (name: keyof ProfileFormValues) => form.formState.errors[name]?.message;
  const needed = (name: keyof ProfileFormValues) =>
    MISSING_LABEL[name] !== undefined && profile.missing.includes(MISSING_LABEL[name]);

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(payrollProfileBodySchema.parse(values), {
      onSuccess: (stored) => {
        form.reset(valuesOf(stored));
        toast.success(M.profileSaved);
      },
      onError: (cause) => {
        if (cause instanceof ApiError && cause.status >= 400 && cause.status < 500)
          form.setError('root.server', { message: cause.message });
        else toast.error(SAVE_FAILED, { description: cause.message });
      },
    }),
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        {TEXT_FIELDS.map((field) => (
          <div key={field.name} className="grid gap-1.5">
            <Label htmlFor={`profile-${field.name}`}>{field.label}</Label>
            <div className="flex gap-2">
              <Input
                id={`profile-${field.name}`}
                autoComplete="off"
                spellCheck={false}
                placeholder={field.hint}
                aria-invalid={fieldError(field.name) ? true : undefined}
                aria-describedby={`profile-${field.name}-note`}
                {...form.register(field.name)}
              />
              {canReveal && isRevealable(field.name) && looksMasked(values[field.name] ?? '') ? (
                <Button
                  type="button"
                  variant="outline"
                  loading={revealing === field.name}
                  disabled={revealing !== null}
                  aria-label={`Reveal ${REVEALABLE_LABELS[field.name]}`}
                  onClick={() => void reveal(field.name as RevealableField)}
                >
                  {revealing === field.name ? null : <Eye className="size-4" aria-hidden="true" />}
                  Reveal
                </Button>
              ) : null}
            </div>
            <FieldNote
              id={`profile-${field.name}-note`}
              error={fieldError(field.name)}
              needed={needed(field.name)}
            />
          </div>
        ))}
        <div className="grid gap-1.5">
          <Label htmlFor="profile-state">Work state</Label>
          <Controller
            control={form.control}
            name="workState"
            render={({ field }) => (
              <Select
                value={field.value ?? NO_STATE}
                onValueChange={(value) => field.onChange(value === NO_STATE ? null : value)}
              >
                <SelectTrigger
                  id="profile-state"
                  aria-label="Work state"
                  aria-describedby="profile-workState-note"
                >
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={NO_STATE}>Not set</SelectItem>
                  {stateOptions(field.value).map((state) => (
                    <SelectItem key={state.code} value={state.code}>
                      {state.code} {state.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
          <FieldNote
            id="profile-workState-note"
            error={fieldError('workState')}
            needed={needed('workState')}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="profile-gender">Gender</Label>
          <Controller
            control={form.control}
            name="gender"
            render={({ field }) => (
              <Select
                value={field.value ?? UNSET}
                onValueChange={(value) => field.onChange(value === UNSET ? null : value)}
              >
                <SelectTrigger id="profile-gender" aria-label="Gender" aria-describedby="profile-gender-note">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={UNSET}>Not set</SelectItem>
                  {GENDERS.map((gender) => (
                    <SelectItem key={gender} value={gender}>
                      {GENDER_LABELS[gender]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
          <FieldNote id="profile-gender-note" error={fieldError('gender')} needed={needed('gender')} />
        </div>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Tax regime</legend>
        <div className="flex flex-wrap gap-4">
          {TAX_REGIMES.map((regime) => (
            <label key={regime} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                className="size-4 accent-primary"
                value={regime}
                {...form.register('taxRegime')}
              />
              {REGIME_LABELS[regime]}
            </label>
          ))}
        </div>
      </fieldset>
      <CheckboxField
        label="PF on full wages (above the ₹15,000 ceiling)"
        {...form.register('pfOnFullWages')}
      />
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" loading={save.isPending}>
          {save.isPending ? null : <Save className="size-4" aria-hidden="true" />}
          Save payroll profile
        </Button>
      </div>
    </form>
  );
}
