import { useState, type ReactNode } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { exportQueryString, type SalaryRecord } from '@hrms/shared';
import { FileText, ListTree, Wallet } from 'lucide-react';
import { ExportButtons } from '../../../components/export-buttons';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { formatDateDMY } from '../../../lib/format';
import { useT } from '../../../lib/i18n/app';
import { toDigits } from '../../../lib/i18n/format';
import { SalaryFilters } from './SalaryFilters';
import { EmptyState } from '../../../components/ui/empty-state';
import { renderListState } from '../../../components/ui/list-state';
import { SalaryBreakdownDialog } from './SalaryBreakdownDialog';
import { SalarySlipDialog } from './SalarySlipDialog';
import { useSalaryFilter } from './use-salary-filter';
import { useSlipOpener } from './use-slip-opener';

/** A column before the Date Punched and View Slip columns that every salary history ends with. */
export interface SalaryColumn {
  header: string;
  cell: (record: SalaryRecord, serial: number) => ReactNode;
  className?: string;
}

interface SalaryHistoryListProps<TKey extends QueryKey> {
  /** The list's query; its key is also the one refetched before a slip opens. */
  source: UseQueryOptions<SalaryRecord[], Error, SalaryRecord[], TKey>;
  /** Names the filters, the table, its pages and the export group ('My salary history'). */
  label: string;
  /** The export endpoint under /api; the chosen month and year are added to it. */
  exportPath: string;
  exportFileName: string;
  columns: SalaryColumn[];
  slipLabel: (record: SalaryRecord) => string;
  /** The Breakdown button's name for a record ('Breakdown (October 2026)'). */
  breakdownLabel: (record: SalaryRecord) => string;
}

/** A salary history: month and year filters, export, a paged table and the slip viewer. */
export function SalaryHistoryList<TKey extends QueryKey>({
  source,
  label,
  exportPath,
  exportFileName,
  columns,
  slipLabel,
  breakdownLabel,
}: SalaryHistoryListProps<TKey>) {
  const { t, digits } = useT();
  const query = useQuery(source);
  const { filter, setFilter, years, rows, paging } = useSalaryFilter(query.data);
  const { openSlip, slip, closeSlip } = useSlipOpener(source.queryKey);
  const [breakdownOf, setBreakdownOf] = useState<SalaryRecord | null>(null);

  const state = renderListState({ query, loading: t('salary.loading'), icon: Wallet });
  if (state) return state;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <SalaryFilters value={filter} onChange={setFilter} years={years} label={label} />
        <ExportButtons
          label={label.toLowerCase()}
          fallbackName={exportFileName}
          pathFor={(format) => `${exportPath}?${exportQueryString({ format, ...filter })}`}
        />
      </div>
      {rows.length === 0 ? (
        <EmptyState icon={Wallet} title={t('salary.noRecords')} />
      ) : (
        <>
          <Table aria-label={label}>
            <TableHeader>
              <TableRow>
                {columns.map((column) => (
                  <TableHead key={column.header}>{column.header}</TableHead>
                ))}
                <TableHead>{t('salary.datePunched')}</TableHead>
                <TableHead>{t('salary.viewSlip')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {paging.pageRows.map((record, index) => (
                <TableRow key={record._id}>
                  {columns.map((column) => (
                    <TableCell key={column.header} className={column.className}>
                      {column.cell(record, paging.offset + index + 1)}
                    </TableCell>
                  ))}
                  {/* 'Date Punched': the server sends the generation date in the organisation's timezone. */}
                  <TableCell>{toDigits(formatDateDMY(record.date), digits)}</TableCell>
                  <TableCell className="flex flex-wrap gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setBreakdownOf(record)}
                      aria-label={breakdownLabel(record)}
                    >
                      <ListTree aria-hidden="true" />
                      {t('salary.breakdown')}
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => openSlip(record)}
                      disabled={!record.slipPath}
                      aria-label={slipLabel(record)}
                    >
                      <FileText aria-hidden="true" />
                      {t('salary.viewSlip')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Pagination
            page={paging.page}
            pageCount={paging.pageCount}
            onPageChange={paging.setPage}
            label={t('salary.pages', { label })}
          />
        </>
      )}
      <SalarySlipDialog path={slip?.path} title={slip?.title} onClose={closeSlip} />
      <SalaryBreakdownDialog record={breakdownOf} onClose={() => setBreakdownOf(null)} />
    </div>
  );
}
