import { useState } from 'react';
import { CalendarOff, ChevronLeft, ChevronRight, Flag, Pencil, Plus, Trash2, Upload } from 'lucide-react';
import {
  HOLIDAY_MESSAGES as M,
  HOLIDAY_YEAR_MAX,
  HOLIDAY_YEAR_MIN,
  formatDateDMY,
  type Holiday,
  type Role,
  type SessionUser,
} from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { renderListState } from '../../../components/ui/list-state';
import { useOrgToday } from '../../../lib/org-clock';
import { toast } from '../../../lib/toast';
import { useOrgStructure } from '../../../lib/org-structure';
import { useAllHolidays, useHolidays } from '../../../lib/work-calendar';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { useAddNationalHolidays, useDeleteHoliday } from '../api/mutations';
import { HolidayFormDialog, type HolidayDialogState } from './HolidayFormDialog';
import { HolidayKindBadge } from './HolidayKindBadge';
import { ImportHolidaysDialog } from './ImportHolidaysDialog';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const weekdayName = (date: string) => WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;

function HolidayRow({
  holiday,
  place,
  onEdit,
  onDelete,
}: {
  holiday: Holiday;
  /** The location whose own holiday it is (issue 42); undefined for everyone's. */
  place: string | undefined;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    // Phones: the date beside the buttons, the name and kind under them; wider: one line.
    <li
      className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 py-2.5 sm:flex"
      data-testid="holiday-row"
    >
      <div className="sm:w-28 sm:shrink-0">
        <p className="text-sm font-medium tabular-nums">{formatDateDMY(holiday.date)}</p>
        <p className="text-xs text-muted-foreground">{weekdayName(holiday.date)}</p>
      </div>
      <div className="order-last col-span-2 flex min-w-0 items-center gap-3 sm:order-none sm:flex-1">
        <p className="min-w-0 flex-1 text-sm break-words">
          {holiday.name}
          {place ? <span className="block text-xs text-muted-foreground">{M.onlyAt(place)}</span> : null}
        </p>
        <HolidayKindBadge kind={holiday.kind} />
      </div>
      <div className="flex gap-1">
        <Button size="sm" variant="ghost" aria-label={`Edit ${holiday.name}`} onClick={onEdit}>
          <Pencil className="size-4" aria-hidden="true" />
        </Button>
        <Button size="sm" variant="ghost" aria-label={`Delete ${holiday.name}`} onClick={onDelete}>
          <Trash2 className="size-4 text-destructive" aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

/** The Admin and HR holiday list: add, edit, delete, import from CSV, India's national holidays (issue 19). */
export function HolidaysPanel(_props: { user: SessionUser; role: Role }) {
  const today = useOrgToday();
  const [year, setYear] = useState(() => Number(today.slice(0, 4)));
  const locations = useOrgStructure().data?.locations ?? [];
  // A fresh install's lone Head office shows nothing new (issue 42): the list is the organisation's until
  // a second location exists; then every location's own holidays too.
  const byLocation = locations.length > 1;
  const all = useAllHolidays(year, { enabled: byLocation });
  const own = useHolidays(year);
  const query = byLocation ? all : own;
  // 'all', 'everyone' (the organisation's only) or a location's id: the holidays its people keep.
  const [shown, setShown] = useState('all');
  const placeOf = new Map(locations.map((l) => [l.id, l.name]));
  const [dialog, setDialog] = useState<HolidayDialogState>(null);
  const [dialogKey, setDialogKey] = useState(0);
  const [importing, setImporting] = useState(false);
  const [importKey, setImportKey] = useState(0);
  const [deleting, setDeleting] = useState<Holiday | null>(null);
  const remove = useDeleteHoliday();
  const national = useAddNationalHolidays();
  const every = query.data ?? [];
  const holidays =
    shown === 'all'
      ? every
      : shown === 'everyone'
        ? every.filter((h) => !h.locationId)
        : every.filter(
            (h) =>
              h.locationId === shown ||
              (!h.locationId && !every.some((o) => o.locationId === shown && o.date === h.date)),
          );

  const openDialog = (next: HolidayDialogState) => {
    setDialogKey((key) => key + 1);
    setDialog(next);
  };
  const addNational = () =>
    national.mutate(year, {
      onSuccess: ({ created, errors }) => {
        if (created.length > 0) toast.success(M.added(created.length));
        if (errors.length > 0)
          toast.info(created.length === 0 ? 'No holidays added.' : 'Some dates were skipped.', {
            description: errors.map((error) => error.message).join(' '),
          });
      },
      onError: (error) => toast.error(M.nationalFailed, { description: error.message }),
    });
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(M.deleted);
        setDeleting(null);
      },
      onError: (error) => {
        toast.error(M.deleteFailed, { description: error.message });
        setDeleting(null);
      },
    });
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-1" role="group" aria-label="Year">
          <Button
            size="icon"
            variant="outline"
            aria-label="Previous year"
            disabled={year <= HOLIDAY_YEAR_MIN}
            onClick={() => setYear((y) => y - 1)}
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
          </Button>
          <p className="w-14 text-center text-base font-semibold tabular-nums" aria-live="polite">
            {year}
          </p>
          <Button
            size="icon"
            variant="outline"
            aria-label="Next year"
            disabled={year >= HOLIDAY_YEAR_MAX}
            onClick={() => setYear((y) => y + 1)}
          >
            <ChevronRight className="size-4" aria-hidden="true" />
          </Button>
        </div>
        {byLocation ? (
          <Select value={shown} onValueChange={setShown}>
            <SelectTrigger className="w-full sm:w-56" aria-label={M.showFor}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="all">{M.allLocations}</SelectItem>
              <SelectItem value="everyone">{M.everyoneOnly}</SelectItem>
              {locations.map((location) => (
                <SelectItem key={location.id} value={location.id}>
                  {M.keptAt(location.name)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => openDialog({ mode: 'create', year })}>
            <Plus className="size-4" aria-hidden="true" />
            Add Holiday
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              setImportKey((key) => key + 1);
              setImporting(true);
            }}
          >
            <Upload className="size-4" aria-hidden="true" />
            Import CSV
          </Button>
          <Button size="sm" variant="outline" onClick={addNational} loading={national.isPending}>
            <Flag className="size-4" aria-hidden="true" />
            Add national holidays
          </Button>
        </div>
      </div>
      {renderListState({
        query,
        loading: 'Loading holidays',
        empty: M.empty(year),
        isEmpty: holidays.length === 0,
        icon: CalendarOff,
        failed: M.loadFailed,
      }) ?? (
        <ul aria-label={`Holidays in ${year}`} className="divide-y">
          {holidays.map((holiday) => (
            <HolidayRow
              key={holiday.id}
              holiday={holiday}
              place={holiday.locationId ? (placeOf.get(holiday.locationId) ?? '') : undefined}
              onEdit={() => openDialog({ mode: 'edit', holiday })}
              onDelete={() => setDeleting(holiday)}
            />
          ))}
        </ul>
      )}
      <HolidayFormDialog
        key={`form-${dialogKey}`}
        state={dialog}
        today={today}
        locations={locations.length > 1 ? locations : []}
        onClose={() => setDialog(null)}
      />
      <ImportHolidaysDialog
        key={`import-${importKey}`}
        open={importing}
        onClose={() => setImporting(false)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Holiday"
        description={deleting ? M.confirmDelete(deleting.name, deleting.date) : ''}
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
