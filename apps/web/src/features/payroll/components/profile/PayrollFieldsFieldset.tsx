import { useRef, useState, type ReactNode } from 'react';
import { GENDERS, payrollProfileBodySchema, type PayrollProfileUpdate } from '@hrms/shared';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { call } from '../../../../lib/api-client';
import { PT_STATES } from '../settings/states';
import { GENDER_LABELS } from './labels';

/*
 * The payroll profile's fields in the Add Employee dialog (issue 40): all optional, checked with the PUT's
 * own schema before the person is created (errors beside their fields), saved right after the person with
 * PUT /api/employees/{id}/payroll-profile. The app hands this part to the people feature's dialog.
 */

type FieldName = 'pan' | 'uan' | 'esiNumber' | 'bankAccount' | 'ifsc' | 'workState' | 'gender';
type Values = Record<FieldName, string>;
const EMPTY: Values = {
  pan: '',
  uan: '',
  esiNumber: '',
  bankAccount: '',
  ifsc: '',
  workState: '',
  gender: '',
};

const TEXT: { name: Exclude<FieldName, 'workState' | 'gender'>; label: string; hint: string }[] = [
  { name: 'pan', label: 'PAN', hint: 'AAAAA9999A' },
  { name: 'uan', label: 'UAN', hint: '12 digits' },
  { name: 'esiNumber', label: 'ESI number', hint: '10 digits (gross up to ₹21,000)' },
  { name: 'bankAccount', label: 'Bank account', hint: '9 to 18 digits' },
  { name: 'ifsc', label: 'IFSC', hint: 'AAAA0XXXXXX' },
];

const SELECT_CLASS =
  'h-9 w-full rounded-md border border-input bg-transparent px-3 text-sm shadow-xs outline-none focus-visible:ring-3 focus-visible:ring-ring/40 disabled:opacity-50';

/** Only what was filled in: a blank field is simply not sent (the profile keeps "not set"). */
function bodyOf(values: Values): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));
}

/** What the Add Employee dialog needs from a part it hosts (people's `AddPersonPart`). */
export interface PayrollAddPart {
  node: ReactNode;
  check: () => boolean;
  save: (personId: string) => Promise<void>;
}

export function usePayrollAddPart(disabled: boolean): PayrollAddPart {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const parsed = useRef<PayrollProfileUpdate | null>(null);
  const set = (name: FieldName, value: string) => setValues((v) => ({ ...v, [name]: value }));

  const check = () => {
    const body = bodyOf(values);
    if (Object.keys(body).length === 0) {
      parsed.current = null;
      setErrors({});
      return true;
    }
    const result = payrollProfileBodySchema.safeParse(body);
    if (result.success) {
      parsed.current = result.data;
      setErrors({});
      return true;
    }
    const next: Partial<Record<FieldName, string>> = {};
    for (const issue of result.error.issues) {
      const name = issue.path[0] as FieldName;
      next[name] ??= issue.message;
    }
    setErrors(next);
    return false;
  };

  const save = async (personId: string) => {
    if (!parsed.current) return;
    await call('payrollSettings', 'putProfile', { params: { id: personId }, body: parsed.current });
  };

  const note = (name: FieldName) =>
    errors[name] ? (
      <p id={`add-payroll-${name}-error`} className="text-sm text-destructive">
        {errors[name]}
      </p>
    ) : null;
  const described = (name: FieldName) =>
    errors[name] ? { 'aria-invalid': true, 'aria-describedby': `add-payroll-${name}-error` } : {};

  const node = (
    <fieldset className="grid gap-3 sm:col-span-2 sm:grid-cols-2">
      <legend className="mb-1 text-sm font-medium">Payroll details (optional)</legend>
      {TEXT.map((field) => (
        <div key={field.name} className="grid gap-1.5">
          <Label htmlFor={`add-payroll-${field.name}`}>{field.label}</Label>
          <Input
            id={`add-payroll-${field.name}`}
            autoComplete="off"
            spellCheck={false}
            placeholder={field.hint}
            disabled={disabled}
            value={values[field.name]}
            onChange={(event) => set(field.name, event.target.value)}
            {...described(field.name)}
          />
          {note(field.name)}
        </div>
      ))}
      <div className="grid gap-1.5">
        <Label htmlFor="add-payroll-workState">Work state</Label>
        <select
          id="add-payroll-workState"
          className={SELECT_CLASS}
          disabled={disabled}
          value={values.workState}
          onChange={(event) => set('workState', event.target.value)}
        >
          <option value="">Not set</option>
          {PT_STATES.map((state) => (
            <option key={state.code} value={state.code}>
              {state.code} {state.name}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="add-payroll-gender">Gender</Label>
        <select
          id="add-payroll-gender"
          className={SELECT_CLASS}
          disabled={disabled}
          value={values.gender}
          onChange={(event) => set('gender', event.target.value)}
        >
          <option value="">Not set</option>
          {GENDERS.map((gender) => (
            <option key={gender} value={gender}>
              {GENDER_LABELS[gender]}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
  return { node, check, save };
}
