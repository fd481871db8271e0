import type { ReactNode } from 'react';
import { useState } from 'react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { ORG_MESSAGES as M, type Department, type OrgLocation, type OrgUnitKind } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { SectionCard } from '../../../components/ui/section-card';
import { toast } from '../../../lib/toast';
import { useRemoveUnit, useSaveUnit, type UnitInput } from '../api/mutations';
import { UnitForm, type UnitDraft } from './UnitForm';

type Unit = { id: string; name: string; peopleCount: number } & Partial<Pick<Department, 'head'>> &
  Partial<Omit<OrgLocation, 'id' | 'name' | 'peopleCount'>>;

const TITLES: Record<OrgUnitKind, string> = {
  department: 'Departments',
  designation: 'Designations',
  location: 'Locations',
};

function draftOf(unit: Unit): UnitDraft {
  return {
    name: unit.name,
    headId: unit.head?.id ?? '',
    state: unit.stateFromPayroll ? '' : (unit.state ?? ''),
    addressLine1: unit.addressLine1 ?? '',
    addressLine2: unit.addressLine2 ?? '',
    city: unit.city ?? '',
    pinCode: unit.pinCode ?? '',
  };
}

function detailOf(unit: Unit): string {
  const count = unit.peopleCount === 1 ? '1 person' : `${unit.peopleCount} people`;
  const state = unit.stateName
    ? `${unit.stateName}${unit.stateFromPayroll ? ` (${M.statePayrollDefault})` : ''}`
    : unit.stateFromPayroll
      ? `State ${M.statePayrollDefault}`
      : null;
  return [unit.head ? `Head: ${unit.head.name}` : null, state, unit.city, count].filter(Boolean).join(' · ');
}

/** One kind's list with add, edit and delete (Admin and HR). */
export function UnitSection({
  kind,
  role,
  units,
  people,
  calendarOf,
  footer,
}: {
  kind: OrgUnitKind;
  role: 'Admin' | 'HR';
  units: readonly Unit[];
  people: readonly { id: string; name: string }[];
  /** Locations (issue 42): which calendar the location keeps, said under its details. */
  calendarOf?: (unitId: string) => string;
  footer?: ReactNode;
}) {
  const save = useSaveUnit(role, kind);
  const remove = useRemoveUnit(role, kind);
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Unit | null>(null);
  const submit = (id: string | null) => (body: UnitInput) =>
    save.mutate(
      { id, body },
      {
        onSuccess: () => {
          toast.success(M.saved);
          setEditing(null);
        },
        onError: (error) => toast.error(M.saveFailed, { description: error.message }),
      },
    );
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast.success(M.deleted),
      onError: (error) => toast.error(M.deleteFailed, { description: error.message }),
      onSettled: () => setDeleting(null),
    });
  };
  return (
    <SectionCard title={TITLES[kind]} description={`Add, rename or delete ${TITLES[kind].toLowerCase()}.`}>
      <div className="grid gap-3">
        {units.length === 0 ? <EmptyState title={M.emptyUnits(kind)} /> : null}
        <ul className="divide-y" aria-label={TITLES[kind]}>
          {units.map((unit) => (
            <li key={unit.id} className="py-2.5">
              {editing === unit.id ? (
                <UnitForm
                  kind={kind}
                  initial={draftOf(unit)}
                  people={people}
                  pending={save.isPending}
                  onSubmit={submit(unit.id)}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <div className="flex items-center gap-2">
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-medium break-words">{unit.name}</p>
                    <p className="text-xs text-muted-foreground">{detailOf(unit)}</p>
                    {calendarOf ? (
                      <p className="text-xs text-muted-foreground">{calendarOf(unit.id)}</p>
                    ) : null}
                  </div>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Edit ${unit.name}`}
                    onClick={() => setEditing(unit.id)}
                  >
                    <Pencil className="size-4" aria-hidden="true" />
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Delete ${unit.name}`}
                    onClick={() => setDeleting(unit)}
                  >
                    <Trash2 className="size-4 text-destructive" aria-hidden="true" />
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
        {footer}
        {editing === 'new' ? (
          <UnitForm
            kind={kind}
            initial={{ name: '' }}
            people={people}
            pending={save.isPending}
            onSubmit={submit(null)}
            onCancel={() => setEditing(null)}
          />
        ) : (
          <Button variant="outline" className="justify-self-start" onClick={() => setEditing('new')}>
            <Plus className="size-4" aria-hidden="true" />
            Add {kind}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${kind}`}
        description={deleting ? M.confirmDelete(kind, deleting.name) : ''}
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </SectionCard>
  );
}
