import { useState, type FormEvent } from 'react';
import { formatRupees, CLAIM_MESSAGES as M, SUGGESTED_CLAIM_CATEGORIES } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { ListState } from '../../../components/ui/list-state';
import { SectionCard } from '../../../components/ui/section-card';
import { toast } from '../../../lib/toast';
import { useClaimCategories, useSaveCategory } from '../api/claims';

const limit = (value: number | null) => (value === null ? 'no limit' : formatRupees(value));
const orNull = (value: string) => (value.trim() === '' ? null : Number(value));

/** The Admin's expense categories: limits, mileage rate, tax treatment; the usual five in one click. */
export function CategoriesCard() {
  const categories = useClaimCategories();
  const save = useSaveCategory();
  const [form, setForm] = useState({ name: '', perClaim: '', perMonth: '', mileage: '', taxable: false });
  const addUsual = async () => {
    const have = new Set((categories.data ?? []).map((c) => c.name.toLowerCase()));
    for (const c of SUGGESTED_CLAIM_CATEGORIES.filter((s) => !have.has(s.name.toLowerCase())))
      await save.mutateAsync({ id: null, body: { ...c } }).catch((e: Error) => toast.error(e.message));
    toast.success(M.categorySaved);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        id: null,
        body: {
          name: form.name,
          perClaimLimit: orNull(form.perClaim),
          perMonthLimit: orNull(form.perMonth),
          mileageRate: orNull(form.mileage),
          taxable: form.taxable,
        },
      },
      {
        onSuccess: () => {
          toast.success(M.categorySaved);
          setForm({ name: '', perClaim: '', perMonth: '', mileage: '', taxable: false });
        },
        onError: (e) => toast.error(e.message),
      },
    );
  };
  return (
    <SectionCard
      title="Expense categories"
      description="What people may claim, up to which limits; taxable ones are paid as earnings."
    >
      <div className="grid gap-4">
        <ListState
          query={categories}
          loading="Loading categories"
          empty="No categories yet: nobody can claim until you add one."
          isEmpty={categories.data?.length === 0}
        >
          {() => (
            <ul className="grid gap-1 text-sm">
              {categories.data!.map((c) => (
                <li key={c.id} className="border-t pt-1">
                  <strong>{c.name}</strong>: {limit(c.perClaimLimit)} a claim, {limit(c.perMonthLimit)} a
                  month
                  {c.mileageRate !== null ? `, ${formatRupees(c.mileageRate)} a km` : ''}
                  {c.taxable ? ', taxable' : ', not taxable'}
                  {c.active ? '' : ' (retired)'}
                </li>
              ))}
            </ul>
          )}
        </ListState>
        <Button
          variant="outline"
          className="justify-self-start"
          onClick={() => void addUsual()}
          disabled={save.isPending}
        >
          Add the usual categories
        </Button>
        <form className="grid gap-2 sm:grid-cols-2" onSubmit={onSubmit} aria-label="New category">
          {(
            [
              ['name', 'Name'],
              ['perClaim', 'Limit a claim (₹)'],
              ['perMonth', 'Limit a month (₹)'],
              ['mileage', 'Mileage rate (₹ a km)'],
            ] as const
          ).map(([key, label]) => (
            <div key={key} className="grid gap-1">
              <Label htmlFor={`category-${key}`}>{label}</Label>
              <Input
                id={`category-${key}`}
                value={form[key]}
                required={key === 'name'}
                onChange={(e) => setForm({ ...form, [key]: e.target.value })}
              />
            </div>
          ))}
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={form.taxable}
              onChange={(e) => setForm({ ...form, taxable: e.target.checked })}
            />
            Taxable (paid as an earning)
          </label>
          <Button type="submit" className="justify-self-start" disabled={save.isPending}>
            Add category
          </Button>
        </form>
      </div>
    </SectionCard>
  );
}
