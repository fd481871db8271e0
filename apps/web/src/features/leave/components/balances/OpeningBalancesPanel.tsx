import { useState, type FormEvent } from 'react';
import { OPENING_CSV_MAX_CHARS, OPENING_CSV_TEMPLATE, OPENING_MESSAGES as M, type Role } from '@hrms/shared';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { useOrgToday } from '../../../../lib/org-clock';
import { usePeopleList } from '../../../../lib/people-list';
import { toast } from '../../../../lib/toast';
import { useOpeningBalances } from '../../api/opening-balances';
import { NativeSelect } from '../../../../components/ui/native-select';
import { OpeningCsvImport } from './OpeningCsvImport';

/** Types that keep their own balance (Half Day takes from Paid Leave; Short Leave counts per month). */
const OPENING_TYPES = ['Paid Leave', 'Sick Leave'] as const;
const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(OPENING_CSV_TEMPLATE)}`;

/**
 * HR and Admin (issue 40): each person's balance on a date as the organisation's records show it, one at a
 * time or from a CSV (checked first, then applied). The server counts what the ledger already holds by then.
 */
export function OpeningBalancesPanel({ role }: { role: Role }) {
  const today = useOrgToday();
  const [asOf, setAsOf] = useState('');
  const date = asOf || today;
  const people = usePeopleList(role);
  const save = useOpeningBalances();
  const [form, setForm] = useState({ employeeId: '', type: 'Paid Leave', days: '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const days = Number(form.days);
    if (!form.employeeId || form.days.trim() === '' || !Number.isFinite(days)) {
      toast.error(M.days);
      return;
    }
    save.mutate(
      { asOf: date, rows: [{ employeeId: form.employeeId, type: form.type as 'Paid Leave', days }] },
      {
        onSuccess: (result) => {
          toast.success(M.saved(result.rows.length));
          setForm((prev) => ({ ...prev, days: '' }));
        },
        onError: (error) =>
          toast.error('Failed to save the opening balance.', { description: error.message }),
      },
    );
  };

  return (
    <div className="grid gap-6">
      <p className="text-sm text-muted-foreground">
        Enter what each person had on the date, as your previous records show it (for example your leave
        register on the day the policy started). Accruals and leave already recorded up to that date are
        counted, and later accruals come on top. Entering a type again for the same leave year replaces it.
      </p>
      <div className="grid max-w-xs gap-2">
        <Label htmlFor="opening-as-of">Balances as of</Label>
        <Input
          id="opening-as-of"
          type="date"
          max={today}
          value={date}
          onChange={(e) => setAsOf(e.target.value)}
        />
      </div>
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end" noValidate>
        <div className="grid gap-2">
          <Label htmlFor="opening-person">Person</Label>
          <NativeSelect
            id="opening-person"
            value={form.employeeId}
            onChange={(e) => setForm({ ...form, employeeId: e.target.value })}
          >
            <option value="">Select a person</option>
            {(people.data ?? []).map((person) => (
              <option key={person._id} value={person._id}>
                {person.name} ({person.email})
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="opening-type">Leave type</Label>
          <NativeSelect
            id="opening-type"
            value={form.type}
            onChange={(e) => setForm({ ...form, type: e.target.value })}
          >
            {OPENING_TYPES.map((type) => (
              <option key={type}>{type}</option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="opening-days">Days</Label>
          <Input
            id="opening-days"
            inputMode="decimal"
            value={form.days}
            onChange={(e) => setForm({ ...form, days: e.target.value })}
          />
        </div>
        <Button type="submit" loading={save.isPending}>
          Save opening balance
        </Button>
      </form>
      <div className="grid gap-2">
        <h3 className="text-sm font-medium">From a CSV file</h3>
        <p className="text-sm text-muted-foreground">
          Columns email, type, days (one row per person and type; at most {OPENING_CSV_MAX_CHARS / 1024} KB).
          The file is checked first; nothing is saved until you apply it, and then all rows are saved
          together.{' '}
          <a className="underline" href={TEMPLATE_HREF} download="opening-balances-template.csv">
            Download the template
          </a>
        </p>
        <OpeningCsvImport asOf={date} />
      </div>
    </div>
  );
}
