import { useState, type FormEvent } from 'react';
import { FileText } from 'lucide-react';
import { formatRupees, type TaxExtras } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { renderListState } from '../../../components/ui/list-state';
import { NativeSelect } from '../../../components/ui/native-select';
import { SectionCard } from '../../../components/ui/section-card';
import { toast } from '../../../lib/toast';
import { downloadMyForm130, useDeclarePrevious, useDeclareRent, useMyExtras } from '../api/forms';

const failed = (error: Error) => toast.error(error.message);

function Field({ id, label, ...props }: { id: string; label: string } & React.ComponentProps<typeof Input>) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} {...props} />
    </div>
  );
}

function RentForm({ extras }: { extras: TaxExtras }) {
  const declare = useDeclareRent();
  const rent = extras.rent;
  const [form, setForm] = useState({
    monthlyRent: rent ? String(rent.monthlyRent) : '',
    city: rent?.city ?? 'OTHER',
    landlordName: rent?.landlordName ?? '',
    landlordPan: '',
  });
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [key]: e.target.value });
  const locked = rent !== null && rent.status !== 'declared';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    declare.mutate(
      {
        year: extras.year,
        monthlyRent: Number(form.monthlyRent || 0),
        city: form.city,
        landlordName: form.landlordName || null,
        ...(form.landlordPan ? { landlordPan: form.landlordPan } : {}),
      },
      { onSuccess: () => toast.success('Rent saved.'), onError: failed },
    );
  };
  return (
    <form className="grid gap-3 sm:grid-cols-2" aria-label="House rent" onSubmit={submit}>
      <Field
        id="rent-monthly"
        label="Monthly rent (₹)"
        inputMode="decimal"
        value={form.monthlyRent}
        onChange={set('monthlyRent')}
        disabled={locked}
      />
      <div className="grid gap-1">
        <Label htmlFor="rent-city">City</Label>
        <NativeSelect id="rent-city" value={form.city} onChange={set('city')} disabled={locked}>
          {extras.cities.map((city) => (
            <option key={city.code} value={city.code}>
              {city.name}
              {city.metro ? ' (50%)' : ' (40%)'}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Field
        id="rent-landlord"
        label="Landlord's name"
        value={form.landlordName}
        onChange={set('landlordName')}
        disabled={locked}
      />
      <Field
        id="rent-landlord-pan"
        label={`Landlord's PAN${rent?.landlordPan ? ` (saved: ${rent.landlordPan})` : ''}`}
        value={form.landlordPan}
        onChange={set('landlordPan')}
        disabled={locked}
      />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={declare.isPending || locked}>
          Save rent
        </Button>
      </div>
    </form>
  );
}

function PreviousForm({ extras }: { extras: TaxExtras }) {
  const declare = useDeclarePrevious();
  const previous = extras.previous;
  const [form, setForm] = useState({
    employerName: previous?.employerName ?? '',
    employerTan: previous?.employerTan ?? '',
    gross: previous ? String(previous.gross) : '',
    tds: previous ? String(previous.tds) : '',
  });
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [key]: e.target.value });
  const locked = previous !== null && previous.status !== 'declared';
  return (
    <form
      className="grid gap-3 sm:grid-cols-2"
      aria-label="Earlier employer this tax year"
      onSubmit={(event) => {
        event.preventDefault();
        declare.mutate(
          {
            year: extras.year,
            employerName: form.employerName,
            employerTan: form.employerTan || null,
            gross: Number(form.gross || 0),
            tds: Number(form.tds || 0),
          },
          { onSuccess: () => toast.success('Earlier employment saved.'), onError: failed },
        );
      }}
    >
      <Field
        id="prev-name"
        label="Earlier employer"
        value={form.employerName}
        onChange={set('employerName')}
        disabled={locked}
      />
      <Field
        id="prev-tan"
        label="Their TAN"
        value={form.employerTan}
        onChange={set('employerTan')}
        disabled={locked}
      />
      <Field
        id="prev-gross"
        label="Salary paid there this tax year (₹)"
        inputMode="decimal"
        value={form.gross}
        onChange={set('gross')}
        disabled={locked}
      />
      <Field
        id="prev-tds"
        label="Tax they deducted (₹)"
        inputMode="decimal"
        value={form.tds}
        onChange={set('tds')}
        disabled={locked}
      />
      <div className="sm:col-span-2">
        <Button type="submit" variant="outline" disabled={declare.isPending || locked}>
          Save earlier employment
        </Button>
      </div>
    </form>
  );
}

export function ExtrasSummary({ extras }: { extras: TaxExtras }) {
  return (
    <ul className="grid gap-1 text-sm" data-testid="tax-extras">
      {extras.rent ? (
        <li>
          Rent {formatRupees(extras.rent.monthlyRent)} a month in {extras.rent.city}: {extras.rent.status}
          {extras.rent.verified !== null ? `, ${formatRupees(extras.rent.verified)} accepted` : ''}
          {extras.rent.reason ? ` (${extras.rent.reason})` : ''}
        </li>
      ) : null}
      {extras.hra ? (
        <li>
          HRA exempt (old regime): {formatRupees(extras.hra.monthlyExempt)} a month,{' '}
          <strong data-testid="hra-year">{formatRupees(extras.hra.yearExempt)}</strong> a year (
          {extras.hraSection.act2025}; {extras.hraSection.act1961})
          {extras.hra.note ? `. ${extras.hra.note}` : ''}
        </li>
      ) : null}
      {extras.previous ? (
        <li>
          {extras.previous.employerName}: {formatRupees(extras.previous.gross)} paid,{' '}
          {formatRupees(extras.previous.tds)} deducted, {extras.previous.status}
          {extras.previous.reason ? ` (${extras.previous.reason})` : ''}
        </li>
      ) : null}
    </ul>
  );
}

/** The person's rent, earlier employer and salary TDS certificate (issue 44, docs/tax-year.md). */
export function MyRentSection() {
  const query = useMyExtras();
  const extras = query.data;
  return (
    <SectionCard
      title="Rent, earlier employer and Form 130"
      description="House rent for the HRA exemption, income from an employer you left this year, and your certificate."
    >
      {renderListState({ query, loading: 'Loading your rent and certificate', empty: '', icon: FileText }) ??
        (extras ? (
          <div className="grid gap-6">
            <ExtrasSummary extras={extras} />
            <RentForm key={`rent-${extras.rent?.status ?? 'none'}`} extras={extras} />
            <PreviousForm key={`prev-${extras.previous?.status ?? 'none'}`} extras={extras} />
            <div>
              <Button
                variant="outline"
                disabled={!extras.certificateReady}
                onClick={() => void downloadMyForm130(extras.year).catch(failed)}
              >
                Download {extras.year >= 2026 ? 'Form 130' : 'Form 16'} (Part B)
              </Button>
              {!extras.certificateReady ? (
                <p className="mt-1 text-xs text-muted-foreground">
                  Available once a payslip of this tax year is final.
                </p>
              ) : null}
            </div>
          </div>
        ) : null)}
    </SectionCard>
  );
}
