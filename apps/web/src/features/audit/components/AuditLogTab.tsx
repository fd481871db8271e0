import { useState } from 'react';
import { ScrollText } from 'lucide-react';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITY_LABELS,
  AUDIT_MESSAGES,
  auditSentence,
  type AuditEntry,
} from '@hrms/shared';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { renderListState } from '../../../components/ui/list-state';
import { Pagination } from '../../../components/ui/pagination';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { useOrgConfig } from '../../../lib/org-config';
import { EMPTY_AUDIT_FILTERS, useAuditLog, type AuditFilterValues } from '../api/use-audit-log';
import { AuditChanges } from './AuditChanges';
import { formatAuditTime } from './audit-format';
import { AuditFilters } from './AuditFilters';

/** What the Record column names: the person or title the snapshot carries, else the record's id. */
function recordName(entry: AuditEntry): string {
  const snap = { ...entry.before, ...entry.after };
  const name = snap.employeeName ?? snap.name ?? snap.title ?? snap.period ?? snap.document;
  return typeof name === 'string' ? name : entry.entityId.slice(0, 8);
}

/** Admin's 'Audit Log' tab: who changed what and when, filtered and paged by the server. */
export function AuditLogTab() {
  const { timeZone } = useOrgConfig();
  const [filters, setFilters] = useState<AuditFilterValues>(EMPTY_AUDIT_FILTERS);
  const [page, setPage] = useState(1);
  const rangeInvalid = Boolean(filters.from && filters.to && filters.from > filters.to);
  const log = useAuditLog(filters, page, !rangeInvalid);
  const changeFilters = (next: AuditFilterValues) => {
    setFilters(next);
    setPage(1);
  };
  const pageCount = log.data ? Math.max(1, Math.ceil(log.data.total / log.data.pageSize)) : 1;

  let body;
  const state = renderListState({
    query: log,
    loading: 'Loading the audit log',
    rows: 5,
    empty: AUDIT_MESSAGES.empty,
    isEmpty: log.data?.entries.length === 0,
    icon: ScrollText,
  });
  if (rangeInvalid) body = null;
  else if (state || !log.data) body = state;
  else
    body = (
      <>
        <Table aria-label="Audit log">
          <TableHeader>
            <TableRow>
              <TableHead>When</TableHead>
              <TableHead>Who</TableHead>
              <TableHead>Action</TableHead>
              <TableHead>Record</TableHead>
              <TableHead>What happened</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {log.data.entries.map((entry) => (
              <TableRow key={entry._id} data-testid="audit-row">
                <TableCell className="whitespace-nowrap">{formatAuditTime(entry.at, timeZone)}</TableCell>
                <TableCell className="whitespace-nowrap">
                  {entry.actor.name} <Badge variant="outline">{entry.actor.role}</Badge>
                </TableCell>
                <TableCell className="whitespace-nowrap">{AUDIT_ACTION_LABELS[entry.action]}</TableCell>
                <TableCell className="min-w-32">
                  <span className="block text-xs text-muted-foreground">
                    {AUDIT_ENTITY_LABELS[entry.entityType]}
                  </span>
                  {recordName(entry)}
                </TableCell>
                <TableCell className="max-w-96 min-w-48 whitespace-normal">
                  <p className="text-sm">{auditSentence(entry)}</p>
                  {/* The recorded before/after, for whoever needs the exact fields (issue 40). */}
                  <details className="mt-1 text-xs">
                    <summary className="cursor-pointer text-muted-foreground">Details</summary>
                    <AuditChanges entry={entry} />
                  </details>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Pagination page={page} pageCount={pageCount} onPageChange={setPage} label="Audit log pages" />
      </>
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Audit Log</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <AuditFilters
          value={filters}
          onChange={changeFilters}
          onClear={() => changeFilters(EMPTY_AUDIT_FILTERS)}
        />
        {body}
      </CardContent>
    </Card>
  );
}
