import { useState } from 'react';
import {
  MANUAL_MARK_API_STATUSES,
  type BulkMarkResult,
  type ManualMarkStatus,
  type Role,
} from '@hrms/shared';
import { Button } from '../../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../../components/ui/dialog';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { useOrgToday } from '../../../../lib/org-clock';
import { usePeopleList } from '../../../../lib/people-list';
import { toast } from '../../../../lib/toast';
import { useBulkMark } from '../../api/go-live';

/** What a preview (or a saved mark) did, in one sentence a person can check. */
export function describeBulk(r: BulkMarkResult): string {
  const verb = r.dryRun ? 'Will mark' : 'Marked';
  return (
    `${verb} ${r.marked} day(s) for ${r.people} person(s); skipped ${r.skippedOffDays} weekly off/holiday day(s)` +
    (r.skippedBeforeJoining > 0 ? ` and ${r.skippedBeforeJoining} day(s) before joining` : '') +
    `; kept ${r.kept} punched, leave or corrected day(s); replaced ${r.replaced} earlier mark(s).`
  );
}

/**
 * Bulk mark (issue 40): a date range x everyone or the chosen people, one status. Preview asks the server
 * for the counts (a dry run, nothing written; a finalised month is refused here already), then Mark.
 */
export function BulkMarkDialog({ role, open, onClose }: { role: Role; open: boolean; onClose: () => void }) {
  const today = useOrgToday();
  const people = usePeopleList(role, { enabled: open });
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const [everyone, setEveryone] = useState(true);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [filter, setFilter] = useState('');
  const [status, setStatus] = useState<ManualMarkStatus>('Present');
  const [preview, setPreview] = useState<BulkMarkResult | null>(null);
  const mark = useBulkMark(role);
  const body = (dryRun: boolean) => ({
    from,
    to,
    everyone,
    employeeIds: everyone ? [] : [...chosen],
    status,
    dryRun,
  });
  const changed = () => setPreview(null);
  const run = (dryRun: boolean) =>
    mark.mutate(body(dryRun), {
      onSuccess: (result) => {
        if (result.dryRun) return setPreview(result);
        toast.success(describeBulk(result));
        setPreview(null);
        onClose();
      },
      onError: (error) => {
        setPreview(null);
        toast.error('Failed to mark attendance.', { description: error.message });
      },
    });
  const shown = (people.data ?? []).filter((p) =>
    `${p.name} ${p.email}`.toLowerCase().includes(filter.trim().toLowerCase()),
  );

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Bulk mark</DialogTitle>
          <DialogDescription>
            Weekly offs and holidays are skipped; punches, approved leave and corrections are kept; earlier
            manual marks are replaced.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-3">
          <div className="flex flex-wrap gap-3">
            <div className="grid gap-1">
              <Label htmlFor="bulk-from">From</Label>
              <Input
                id="bulk-from"
                type="date"
                max={today}
                value={from}
                onChange={(e) => (setFrom(e.target.value), changed())}
              />
            </div>
            <div className="grid gap-1">
              <Label htmlFor="bulk-to">To</Label>
              <Input
                id="bulk-to"
                type="date"
                max={today}
                value={to}
                onChange={(e) => (setTo(e.target.value), changed())}
              />
            </div>
            <div className="grid gap-1">
              <Label htmlFor="bulk-status">Status</Label>
              <select
                id="bulk-status"
                className="h-9 rounded-md border bg-background px-2 text-sm"
                value={status}
                onChange={(e) => (setStatus(e.target.value as ManualMarkStatus), changed())}
              >
                {MANUAL_MARK_API_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <fieldset className="grid gap-2">
            <legend className="text-sm font-medium">People</legend>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="bulk-who"
                checked={everyone}
                onChange={() => (setEveryone(true), changed())}
              />
              Everyone
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="bulk-who"
                checked={!everyone}
                onChange={() => (setEveryone(false), changed())}
              />
              Selected people ({chosen.size})
            </label>
            {everyone ? null : (
              <div className="grid gap-2">
                <Input
                  aria-label="Search people"
                  placeholder="Search people..."
                  value={filter}
                  onChange={(e) => setFilter(e.target.value)}
                />
                <ul className="max-h-48 overflow-y-auto rounded-md border p-2 text-sm">
                  {shown.map((p) => (
                    <li key={p._id}>
                      <label className="flex items-center gap-2">
                        <input
                          type="checkbox"
                          checked={chosen.has(p._id)}
                          onChange={(e) => {
                            const next = new Set(chosen);
                            if (e.target.checked) next.add(p._id);
                            else next.delete(p._id);
                            setChosen(next);
                            changed();
                          }}
                        />
                        {p.name} <span className="text-muted-foreground">{p.email}</span>
                      </label>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </fieldset>
          <p role="status" className="text-sm">
            {preview ? describeBulk(preview) : 'Preview shows how many days will be marked.'}
          </p>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="outline" loading={mark.isPending && !preview} onClick={() => run(true)}>
            Preview
          </Button>
          <Button
            disabled={!preview || preview.marked === 0}
            loading={mark.isPending && preview !== null}
            onClick={() => run(false)}
          >
            Mark {preview ? preview.marked : ''} day(s)
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
