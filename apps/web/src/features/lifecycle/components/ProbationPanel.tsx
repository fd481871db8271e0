import { useState } from 'react';
import { UserCheck } from 'lucide-react';
import { formatDateDMY, type Probation } from '@hrms/shared';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { renderListState } from '../../../components/ui/list-state';
import { SectionCard } from '../../../components/ui/section-card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { useProbations } from '../api/queries';
import { ProbationDecisionDialog } from './ProbationDecisionDialog';
import { ProbationLengthDialog } from './ProbationLengthDialog';

/** The list's filter: by default the people still to be decided (confirmed ones only when asked for). */
export const PROBATION_FILTERS = {
  Due: (p: Probation) => p.status !== 'Confirmed',
  Extended: (p: Probation) => p.status === 'Extended',
  Confirmed: (p: Probation) => p.status === 'Confirmed',
  All: () => true,
} as const;
type ProbationFilter = keyof typeof PROBATION_FILTERS;

/** HR and Admin: everyone with a probation, ending soonest first; confirm or extend (never one's own). */
export function ProbationPanel({ userId }: { userId: string }) {
  const query = useProbations();
  const [deciding, setDeciding] = useState<{ probation: Probation; mode: 'confirm' | 'extend' } | null>(null);
  const [lengthOf, setLengthOf] = useState<Probation | null>(null);
  const [filter, setFilter] = useState<ProbationFilter>('Due');
  const all = query.data ?? [];
  const rows = all.filter(PROBATION_FILTERS[filter]);
  return (
    <SectionCard
      title="Probation"
      description="Ends from the joining date and the probation length; HR and the manager get a task 15 days before."
    >
      {renderListState({
        query,
        loading: 'Loading probations',
        empty: 'Nobody is on probation. Set a probation length below to start.',
        isEmpty: all.length === 0,
        icon: UserCheck,
      }) ?? (
        <div className="grid gap-3">
          <div className="flex items-center gap-2">
            <Label htmlFor="probation-filter">Show</Label>
            <NativeSelect
              id="probation-filter"
              className="w-auto"
              value={filter}
              onChange={(e) => setFilter(e.target.value as ProbationFilter)}
            >
              {Object.keys(PROBATION_FILTERS).map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </NativeSelect>
          </div>
          {rows.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nobody in this view.</p>
          ) : (
            <Table aria-label="Probations">
              <TableHeader>
                <TableRow>
                  <TableHead>Employee</TableHead>
                  <TableHead>Joined</TableHead>
                  <TableHead>Ends</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>Manager</TableHead>
                  <TableHead>
                    <span className="sr-only">Actions</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((p) => (
                  <TableRow key={p.personId} data-testid="probation-row">
                    <TableCell>
                      <span className="font-medium">{p.name}</span>{' '}
                      <span className="text-xs text-muted-foreground">{p.employeeId}</span>
                    </TableCell>
                    <TableCell>{formatDateDMY(p.joinedOn)}</TableCell>
                    <TableCell>{p.endsOn ? formatDateDMY(p.endsOn) : '—'}</TableCell>
                    <TableCell>
                      <Badge variant={p.status === 'Confirmed' ? 'secondary' : 'outline'}>{p.status}</Badge>
                      {p.status === 'Confirmed' && p.confirmedOn ? ` on ${formatDateDMY(p.confirmedOn)}` : ''}
                      {p.status === 'Extended' && p.extensionReason ? (
                        <span className="block text-xs text-muted-foreground">{p.extensionReason}</span>
                      ) : null}
                    </TableCell>
                    <TableCell>{p.manager?.name ?? '—'}</TableCell>
                    <TableCell>
                      {p.status !== 'Confirmed' && p.personId !== userId ? (
                        <span className="flex flex-wrap gap-2">
                          <Button size="sm" variant="ghost" onClick={() => setLengthOf(p)}>
                            Set length
                          </Button>
                          <Button size="sm" onClick={() => setDeciding({ probation: p, mode: 'confirm' })}>
                            Confirm
                          </Button>
                          <Button
                            size="sm"
                            variant="outline"
                            onClick={() => setDeciding({ probation: p, mode: 'extend' })}
                          >
                            Extend
                          </Button>
                        </span>
                      ) : null}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </div>
      )}
      {deciding ? (
        <ProbationDecisionDialog
          probation={deciding.probation}
          mode={deciding.mode}
          onClose={() => setDeciding(null)}
        />
      ) : null}
      {lengthOf ? <ProbationLengthDialog probation={lengthOf} onClose={() => setLengthOf(null)} /> : null}
    </SectionCard>
  );
}
