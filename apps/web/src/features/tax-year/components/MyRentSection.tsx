import { useState, type FormEvent } from 'react';
import { FileText } from 'lucide-react';
import { formatRupees, type TaxExtras } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { renderListState } from '../../../components/ui/list-state';
import { NativeSelect } from '../../../components/ui/native-select';
import { SectionCard } from '../../../components/ui/section-card';
import { translate, useT } from '../../../lib/i18n/app';
import { toDigits } from '../../../lib/i18n/format';
import { toast } from '../../../lib/toast';
import { downloadMyForm130, useDeclarePrevious, useDeclareRent, useMyExtras } from '../api/forms';
import { cityName } from './section-name';

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
  const { t, language } = useT();
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
      { onSuccess: () => toast.success(translate('tax.rentSaved')), onError: failed },
    );
  };
  return (
    <form className="grid gap-3 sm:grid-cols-2" aria-label={t('tax.houseRent')} onSubmit={submit}>
      <Field
        id="rent-monthly"
        label={t('tax.monthlyRent')}
        inputMode="decimal"
        value={form.monthlyRent}
        onChange={set('monthlyRent')}
        disabled={locked}
      />
      <div className="grid gap-1">
        <Label htmlFor="rent-city">{t('tax.city')}</Label>
        <NativeSelect id="rent-city" value={form.city} onChange={set('city')} disabled={locked}>
          {extras.cities.map((city) => (
            <option key={city.code} value={city.code}>
              {cityName(city, language)}
              {city.metro ? ' (50%)' : ' (40%)'}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Field
        id="rent-landlord"
        label={t('tax.landlordName')}
        value={form.landlordName}
        onChange={set('landlordName')}
        disabled={locked}
      />
      <Field
        id="rent-landlord-pan"
        label={
          rent?.landlordPan ? t('tax.landlordPanSaved', { pan: rent.landlordPan }) : t('tax.landlordPan')
        }
        value={form.landlordPan}
        onChange={set('landlordPan')}
        disabled={locked}
      />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={declare.isPending || locked}>
          {t('tax.saveRent')}
        </Button>
      </div>
    </form>
  );
}

function PreviousForm({ extras }: { extras: TaxExtras }) {
  const { t } = useT();
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
      aria-label={t('tax.earlierEmployment')}
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
          { onSuccess: () => toast.success(translate('tax.earlierSaved')), onError: failed },
        );
      }}
    >
      <Field
        id="prev-name"
        label={t('tax.earlierEmployer')}
        value={form.employerName}
        onChange={set('employerName')}
        disabled={locked}
      />
      <Field
        id="prev-tan"
        label={t('tax.theirTan')}
        value={form.employerTan}
        onChange={set('employerTan')}
        disabled={locked}
      />
      <Field
        id="prev-gross"
        label={t('tax.earlierGross')}
        inputMode="decimal"
        value={form.gross}
        onChange={set('gross')}
        disabled={locked}
      />
      <Field
        id="prev-tds"
        label={t('tax.earlierTds')}
        inputMode="decimal"
        value={form.tds}
        onChange={set('tds')}
        disabled={locked}
      />
      <div className="sm:col-span-2">
        <Button type="submit" variant="outline" disabled={declare.isPending || locked}>
          {t('tax.saveEarlier')}
        </Button>
      </div>
    </form>
  );
}

export function ExtrasSummary({ extras }: { extras: TaxExtras }) {
  const { t, language, digits } = useT();
  const money = (rupees: number) => toDigits(formatRupees(rupees), digits);
  // The city as the person chose it: its code in English (as before), its name in another language.
  const city = (code: string) =>
    language === 'en'
      ? code
      : cityName({ code, name: extras.cities.find((c) => c.code === code)?.name ?? code }, language);
  return (
    <ul className="grid gap-1 text-sm" data-testid="tax-extras">
      {extras.rent ? (
        <li>
          {t('tax.rentSummary', {
            amount: money(extras.rent.monthlyRent),
            city: city(extras.rent.city),
            status: t(`tax.extraStatus.${extras.rent.status}`),
          })}
          {extras.rent.verified !== null
            ? t('tax.rentAccepted', { amount: money(extras.rent.verified) })
            : ''}
          {extras.rent.reason ? ` (${extras.rent.reason})` : ''}
        </li>
      ) : null}
      {extras.hra ? (
        <li>
          {t('tax.hraMonth', { amount: money(extras.hra.monthlyExempt) })}{' '}
          <strong data-testid="hra-year">{money(extras.hra.yearExempt)}</strong>{' '}
          {t('tax.hraYear', { act2025: extras.hraSection.act2025, act1961: extras.hraSection.act1961 })}
          {extras.hra.note ? `. ${extras.hra.note}` : ''}
        </li>
      ) : null}
      {extras.previous ? (
        <li>
          {t('tax.earlierSummary', {
            employer: extras.previous.employerName,
            gross: money(extras.previous.gross),
            tds: money(extras.previous.tds),
            status: t(`tax.extraStatus.${extras.previous.status}`),
          })}
          {extras.previous.reason ? ` (${extras.previous.reason})` : ''}
        </li>
      ) : null}
    </ul>
  );
}

/** The person's rent, earlier employer and salary TDS certificate (issue 44, docs/tax-year.md). */
export function MyRentSection() {
  const { t } = useT();
  const query = useMyExtras();
  const extras = query.data;
  return (
    <SectionCard title={t('tax.rentTitle')} description={t('tax.rentDescription')}>
      {renderListState({ query, loading: t('tax.rentLoading'), empty: '', icon: FileText }) ??
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
                {t('tax.downloadCertificate', { form: extras.year >= 2026 ? 'Form 130' : 'Form 16' })}
              </Button>
              {!extras.certificateReady ? (
                <p className="mt-1 text-xs text-muted-foreground">{t('tax.certificateLater')}</p>
              ) : null}
            </div>
          </div>
        ) : null)}
    </SectionCard>
  );
}
