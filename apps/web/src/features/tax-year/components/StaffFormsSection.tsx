import { useState } from 'react';
import type { Role } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { SectionCard } from '../../../components/ui/section-card';
import { toast } from '../../../lib/toast';
import { downloadForm138, downloadLwfReturn, useDeductor, useSetDeductor } from '../api/forms';
import { useMyTaxYear } from '../api/queries';
import { Form130BulkPanel } from './Form130BulkPanel';
import { Form130PartAPanel } from './Form130PartAPanel';

type StaffRole = Extract<Role, 'Admin' | 'HR'>;
const failed = (error: Error) => toast.error(error.message);

function DeductorForm() {
  const query = useDeductor('Admin');
  const save = useSetDeductor();
  const [form, setForm] = useState<{ tan?: string; pan?: string; responsiblePerson?: string }>({});
  const value = (key: 'tan' | 'pan' | 'responsiblePerson') => form[key] ?? query.data?.[key] ?? '';
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      aria-label="Employer's TAN and PAN"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          {
            tan: value('tan') || null,
            pan: value('pan') || null,
            responsiblePerson: value('responsiblePerson') || null,
          },
          { onSuccess: () => toast.success('TAN and PAN saved.'), onError: failed },
        );
      }}
    >
      {(
        [
          ['tan', 'Employer TAN'],
          ['pan', 'Employer PAN'],
          ['responsiblePerson', 'Person responsible'],
        ] as const
      ).map(([key, label]) => (
        <div key={key} className="grid gap-1">
          <Label htmlFor={`deductor-${key}`}>{label}</Label>
          <Input
            id={`deductor-${key}`}
            className="w-44"
            value={value(key)}
            onChange={(e) => setForm({ ...form, [key]: e.target.value })}
          />
        </div>
      ))}
      <Button type="submit" size="sm" disabled={save.isPending}>
        Save
      </Button>
    </form>
  );
}

/** Admin and HR: Form 138 (was 24Q) quarter files and the LWF half-yearly return; the Admin sets the TAN. */
export function StaffFormsSection({ role }: { role: StaffRole }) {
  const mine = useMyTaxYear();
  const year = mine.data?.year ?? new Date().getFullYear();
  const [quarter, setQuarter] = useState<1 | 2 | 3 | 4>(1);
  const [half, setHalf] = useState<1 | 2>(1);
  const [state, setState] = useState('MH');
  const lwfYear = half === 1 ? year + 1 : year;
  return (
    <SectionCard
      title="Tax forms"
      description="Part A of Form 130 from TRACES, everyone's Form 130 at once, the quarterly TDS statement's data (Form 138, was 24Q) and the Labour Welfare Fund return."
    >
      <div className="grid gap-4">
        {role === 'Admin' ? <DeductorForm /> : null}
        <Form130PartAPanel role={role} year={year} />
        <Form130BulkPanel role={role} year={year} />
        <div className="flex flex-wrap items-end gap-2">
          <div className="grid gap-1">
            <Label htmlFor="form138-quarter">Quarter of {mine.data?.label ?? year}</Label>
            <NativeSelect
              id="form138-quarter"
              value={quarter}
              onChange={(e) => setQuarter(Number(e.target.value) as 1 | 2 | 3 | 4)}
            >
              <option value={1}>Q1 April-June</option>
              <option value={2}>Q2 July-September</option>
              <option value={3}>Q3 October-December</option>
              <option value={4}>Q4 January-March</option>
            </NativeSelect>
          </div>
          {(['csv', 'xlsx'] as const).map((format) => (
            <Button
              key={format}
              size="sm"
              variant="outline"
              onClick={() => void downloadForm138(role, year, quarter, format).catch(failed)}
            >
              Form 138 {format.toUpperCase()}
            </Button>
          ))}
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <div className="grid gap-1">
            <Label htmlFor="lwf-state">LWF state</Label>
            <NativeSelect id="lwf-state" value={state} onChange={(e) => setState(e.target.value)}>
              <option value="MH">Maharashtra</option>
              <option value="KA">Karnataka</option>
            </NativeSelect>
          </div>
          <div className="grid gap-1">
            <Label htmlFor="lwf-half">Half</Label>
            <NativeSelect
              id="lwf-half"
              value={half}
              onChange={(e) => setHalf(Number(e.target.value) as 1 | 2)}
            >
              <option value={2}>July-December {year}</option>
              <option value={1}>January-June {year + 1}</option>
            </NativeSelect>
          </div>
          <Button
            size="sm"
            variant="outline"
            onClick={() => void downloadLwfReturn(role, lwfYear, half, state).catch(failed)}
          >
            LWF return CSV
          </Button>
        </div>
      </div>
    </SectionCard>
  );
}
