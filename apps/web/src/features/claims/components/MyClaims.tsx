import { useState, type FormEvent } from 'react';
import { Receipt } from 'lucide-react';
import { CLAIM_LINES_MAX, RECEIPT_MAX_BYTES, receiptField, type ClaimCategory } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { ListState } from '../../../components/ui/list-state';
import { NativeSelect } from '../../../components/ui/native-select';
import { SectionCard } from '../../../components/ui/section-card';
import { ApiError } from '../../../lib/api';
import { useT } from '../../../lib/i18n/app';
import { errorText } from '../../../lib/i18n/errors';
import { toDigits } from '../../../lib/i18n/format';
import { toast } from '../../../lib/toast';
import { useClaimCategories, useMyClaims, useSubmitClaim } from '../api/claims';
import { ClaimCard } from './ClaimCard';

interface Draft {
  key: number;
  date: string;
  categoryId: string;
  amount: string;
  distanceKm: string;
  description: string;
  receipt: File | null;
}
let nextKey = 0;
const blank = (categoryId = ''): Draft => ({
  key: (nextKey += 1),
  date: '',
  categoryId,
  amount: '',
  distanceKm: '',
  description: '',
  receipt: null,
});
/** The receipt's limit in MB, as the label writes it ('5'). */
const RECEIPT_MB = String(RECEIPT_MAX_BYTES / 1024 / 1024);

/** The lines a person types; receipts as files (a phone offers its camera: accept image/*,pdf with capture). */
function ClaimForm({ categories }: { categories: ClaimCategory[] }) {
  const { t, digits } = useT();
  const active = categories.filter((c) => c.active);
  const [lines, setLines] = useState<Draft[]>(() => [blank(active[0]?.id)]);
  const submit = useSubmitClaim();
  const set = (key: number, patch: Partial<Draft>) =>
    setLines((all) => all.map((line) => (line.key === key ? { ...line, ...patch } : line)));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const form = new FormData();
    const mileage = (d: Draft) =>
      active.find((c) => c.id === d.categoryId)?.mileageRate != null && d.distanceKm !== '';
    form.append(
      'lines',
      JSON.stringify(
        lines.map((d) => ({
          date: d.date,
          categoryId: d.categoryId,
          description: d.description,
          ...(mileage(d) ? { distanceKm: Number(d.distanceKm) } : { amount: Number(d.amount) }),
        })),
      ),
    );
    lines.forEach((d, i) => {
      if (d.receipt) form.append(receiptField(i), d.receipt);
    });
    submit.mutate(form, {
      onSuccess: () => {
        toast.success(t('claim.submitted'));
        setLines([blank(active[0]?.id)]);
      },
      onError: (error) => toast.error(error instanceof ApiError ? errorText(error) : error.message),
    });
  };
  if (active.length === 0) return <p className="text-sm text-muted-foreground">{t('claim.noCategories')}</p>;
  return (
    <form className="grid gap-4" onSubmit={onSubmit} aria-label={t('claim.form')}>
      {lines.map((line, i) => {
        const category = active.find((c) => c.id === line.categoryId);
        const id = (field: string) => `claim-${line.key}-${field}`;
        return (
          <fieldset key={line.key} className="grid gap-2 rounded-md border p-3 sm:grid-cols-2">
            <legend className="px-1 text-sm font-medium">
              {t('claim.line', { n: toDigits(String(i + 1), digits) })}
            </legend>
            <div className="grid gap-1">
              <Label htmlFor={id('date')}>{t('claim.date')}</Label>
              <Input
                id={id('date')}
                type="date"
                required
                value={line.date}
                onChange={(e) => set(line.key, { date: e.target.value })}
              />
            </div>
            <div className="grid gap-1">
              <Label htmlFor={id('category')}>{t('claim.category')}</Label>
              <NativeSelect
                id={id('category')}
                value={line.categoryId}
                onChange={(e) => set(line.key, { categoryId: e.target.value })}
              >
                {active.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </NativeSelect>
            </div>
            {category?.mileageRate != null ? (
              <div className="grid gap-1">
                <Label htmlFor={id('km')}>
                  {t('claim.distance', { rate: toDigits(`₹${category.mileageRate}`, digits) })}
                </Label>
                <Input
                  id={id('km')}
                  inputMode="decimal"
                  value={line.distanceKm}
                  onChange={(e) => set(line.key, { distanceKm: e.target.value })}
                />
              </div>
            ) : null}
            <div className="grid gap-1">
              <Label htmlFor={id('amount')}>{t('money.amount')}</Label>
              <Input
                id={id('amount')}
                inputMode="decimal"
                disabled={category?.mileageRate != null && line.distanceKm !== ''}
                value={line.amount}
                onChange={(e) => set(line.key, { amount: e.target.value })}
              />
            </div>
            <div className="grid gap-1 sm:col-span-2">
              <Label htmlFor={id('description')}>{t('claim.descriptionLabel')}</Label>
              <Input
                id={id('description')}
                required
                maxLength={120}
                value={line.description}
                onChange={(e) => set(line.key, { description: e.target.value })}
              />
            </div>
            <div className="grid gap-1 sm:col-span-2">
              <Label htmlFor={id('receipt')}>
                {t('claim.receipt', { mb: toDigits(RECEIPT_MB, digits) })}
              </Label>
              <Input
                id={id('receipt')}
                type="file"
                accept="image/*,application/pdf"
                capture="environment"
                onChange={(e) => set(line.key, { receipt: e.target.files?.[0] ?? null })}
              />
            </div>
            {lines.length > 1 ? (
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="justify-self-start"
                onClick={() => setLines((all) => all.filter((l) => l.key !== line.key))}
              >
                {t('claim.removeLine', { n: toDigits(String(i + 1), digits) })}
              </Button>
            ) : null}
          </fieldset>
        );
      })}
      <div className="flex flex-wrap gap-2">
        {lines.length < CLAIM_LINES_MAX ? (
          <Button
            type="button"
            variant="outline"
            onClick={() => setLines((all) => [...all, blank(active[0]?.id)])}
          >
            {t('claim.addLine')}
          </Button>
        ) : null}
        <Button type="submit" disabled={submit.isPending}>
          {t('claim.submit')}
        </Button>
      </div>
    </form>
  );
}

/** My claims: the form, then every claim with its status, receipts and decisions. */
export function MyClaims() {
  const { t } = useT();
  const categories = useClaimCategories();
  const claims = useMyClaims();
  return (
    <SectionCard title={t('claim.title')} description={t('claim.description')}>
      <div className="grid gap-6">
        <ListState query={categories} loading={t('claim.loadingCategories')}>
          {() => <ClaimForm categories={categories.data ?? []} />}
        </ListState>
        <ListState
          query={claims}
          loading={t('claim.loading')}
          empty={t('claim.empty')}
          isEmpty={claims.data?.length === 0}
          icon={Receipt}
        >
          {() => (
            <div className="grid gap-3">
              {claims.data!.map((claim) => (
                <ClaimCard key={claim.id} claim={claim} />
              ))}
            </div>
          )}
        </ListState>
      </div>
    </SectionCard>
  );
}
