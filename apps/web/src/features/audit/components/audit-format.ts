import { formatDateDMY, formatTime12h, orgClockParts } from '@hrms/shared';

/** An instant as the spec shows date and time: DD/MM/YYYY hh:mm AM/PM, in the organisation's timezone. */
export function formatAuditTime(iso: string, timeZone: string): string {
  const parts = orgClockParts(new Date(iso), timeZone);
  return `${formatDateDMY(parts.date)} ${formatTime12h(parts.time)}`;
}

/** 'baseSalary' -> 'Base salary'. */
export function fieldLabel(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(formatValue).join(', ');
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDateDMY(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export interface ChangeLine {
  field: string;
  before?: string;
  after?: string;
}

/** One line per field: 'before → after' where both exist, else the single value kept or removed. */
export function changeLines(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): ChangeLine[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const lines: ChangeLine[] = [];
  for (const key of keys) {
    const hasBefore = before !== null && key in before;
    const hasAfter = after !== null && key in after;
    const b = hasBefore ? formatValue(before[key]) : undefined;
    const a = hasAfter ? formatValue(after[key]) : undefined;
    // Identifying fields repeated on both sides (the employee of a leave) are shown once.
    if (hasBefore && hasAfter && a === b) lines.push({ field: fieldLabel(key), after: a });
    else
      lines.push({
        field: fieldLabel(key),
        ...(b !== undefined ? { before: b } : {}),
        ...(a !== undefined ? { after: a } : {}),
      });
  }
  return lines;
}
