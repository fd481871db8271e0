import type { AdjustAdvanceBody } from '@hrms/shared';
import type { Queryable } from '../../db/client.ts';
import * as repo from './advances.repository.ts';
import { addMonths, splitInstalments, type YearMonth } from './advances.schedule.ts';

/** The schedule's rows: the amount split over the instalment count, monthly from `first`, numbered from `seq`. */
export function scheduleRows(
  row: { id: string; amountPaise: number; instalmentCount: number },
  first: YearMonth,
  seq: number,
  amountPaise = row.amountPaise,
  count = row.instalmentCount,
) {
  return splitInstalments(amountPaise, count).map((paise, i) => {
    const due = addMonths(first, i);
    return { advanceId: row.id, seq: seq + i, dueYear: due.year, dueMonth: due.month, amountPaise: paise };
  });
}

/**
 * HR's changes to what is still open (neither recovered nor waived), with the reason as each row's note:
 * pause moves every open instalment a month later; reschedule spreads what is open over N months from `start`
 * (the next open payroll month after this one); waive forgives all of it.
 */
export async function adjustSchedule(
  tx: Queryable,
  row: repo.AdvanceRow,
  all: readonly repo.InstalmentRow[],
  open: readonly repo.InstalmentRow[],
  body: AdjustAdvanceBody,
  start: YearMonth,
): Promise<void> {
  if (body.action === 'waive')
    return repo.waiveInstalments(
      tx,
      open.map((i) => i.id),
      `Waived: ${body.reason}`,
    );
  if (body.action === 'pause') {
    for (const i of open) {
      const later = addMonths({ year: i.dueYear, month: i.dueMonth }, 1);
      // A carried instalment already past its month moves to the month after this one at the earliest.
      const due = later.year * 12 + later.month < start.year * 12 + start.month ? start : later;
      await repo.moveInstalment(tx, i.id, due.year, due.month, `Paused: ${body.reason}`);
    }
    return;
  }
  const left = open.reduce((sum, i) => sum + i.amountPaise, 0);
  await repo.deleteInstalments(
    tx,
    open.map((i) => i.id),
  );
  const seq = Math.max(0, ...all.map((i) => i.seq)) + 1;
  const rows = scheduleRows(row, start, seq, left, body.instalments ?? 1).map((r) => ({
    ...r,
    note: `Rescheduled: ${body.reason}`,
  }));
  await repo.insertInstalments(tx, rows);
}
