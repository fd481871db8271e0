import type { AuditAction, AuditEntry } from './audit.ts';
import { AUDIT_ACTION_LABELS } from './audit.ts';
import { formatDateDMY } from './org-time.ts';

/*
 * The audit log in sentences (issue 40 item 11): "Priya Shah turned on PF (establishment MHBAN0012345000)"
 * rather than JSON and lists of ids. The raw before/after stays available behind the row's Details. Pure:
 * the browser renders it; tests read it (audit-sentences.test.ts).
 */

type Snap = Record<string, unknown>;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;
const day = (value: unknown): string | undefined => {
  const v = text(value);
  return v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? formatDateDMY(v) : v;
};
const count = (value: unknown): number | undefined =>
  Array.isArray(value) ? value.length : typeof value === 'number' ? value : undefined;
const people = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const obj = (value: unknown): Snap => (value && typeof value === 'object' ? (value as Snap) : {});

/** 'a', 'a and b', 'a, b and c'. */
export function listOf(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** The statutory switches and figures of a payroll settings change, each as a phrase. */
function payrollSettingsPhrases(before: Snap, after: Snap): string[] {
  const phrases: string[] = [];
  const toggle = (key: string, name: string, detail?: (s: Snap) => string | undefined) => {
    const b = obj(before[key]);
    const a = obj(after[key]);
    if (a.enabled === true && b.enabled !== true) {
      const extra = detail?.(a);
      phrases.push(`turned on ${name}${extra ? ` (${extra})` : ''}`);
    } else if (a.enabled === false && b.enabled === true) phrases.push(`turned off ${name}`);
  };
  toggle('pf', 'PF', (s) =>
    text(s.establishmentId) ? `establishment ${s.establishmentId as string}` : undefined,
  );
  toggle('esi', 'ESI', (s) =>
    text(s.employerCode) ? `employer code ${s.employerCode as string}` : undefined,
  );
  toggle('pt', 'Professional Tax', (s) =>
    text(s.defaultState) ? `default state ${s.defaultState as string}` : undefined,
  );
  toggle('tds', 'TDS');
  if (after.divisor !== undefined && before.divisor !== after.divisor)
    phrases.push(`set the pay divisor to ${String(after.divisor)}`);
  const bt = obj(before.template);
  const at = obj(after.template);
  if (at.basicPercent !== undefined && bt.basicPercent !== at.basicPercent)
    phrases.push(`set Basic to ${String(at.basicPercent)}% of gross`);
  if (at.hraPercentOfBasic !== undefined && bt.hraPercentOfBasic !== at.hraPercentOfBasic)
    phrases.push(`set HRA to ${String(at.hraPercentOfBasic)}% of Basic`);
  const name = text(obj(after.organisation).name);
  if (name && name !== text(obj(before.organisation).name)) phrases.push(`named the organisation ${name}`);
  return phrases;
}

function organisationPhrases(before: Snap, after: Snap): string[] {
  const phrases: string[] = [];
  if (text(after.name) && after.name !== before.name)
    phrases.push(`named the organisation ${after.name as string}`);
  if (
    JSON.stringify(after.addressLines) !== JSON.stringify(before.addressLines) &&
    after.addressLines !== undefined
  )
    phrases.push('changed its address');
  if (after.state !== before.state && after.state !== undefined)
    phrases.push(after.state ? `set its state to ${String(after.state)}` : 'cleared its state');
  if (after.logo === true && before.logo !== true) phrases.push('uploaded its logo');
  if (after.logo === false && before.logo === true) phrases.push('removed its logo');
  return phrases;
}

/** The fields a change touched, as words ('base salary and role'). */
function changedFieldNames(before: Snap, after: Snap): string {
  const keys = Object.keys(after).filter(
    (k) => !/(^|Id|Ids)$/.test(k) && k !== 'name' && JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  );
  return listOf(keys.map((k) => k.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()));
}

/** What the actor did, without the actor's name: 'approved Neha Singh's Sick Leave (20/11/2026 to 21/11/2026)'. */
export function auditPhrase(action: AuditAction, before: Snap | null, after: Snap | null): string {
  const b = before ?? {};
  const a = after ?? {};
  const s = { ...b, ...a };
  const who = text(s.employeeName) ?? text(s.name);
  const span =
    day(s.startDate) && day(s.endDate) && s.startDate !== s.endDate
      ? `${day(s.startDate)} to ${day(s.endDate)}`
      : day(s.startDate ?? s.date);
  switch (action) {
    case 'settings.payroll': {
      const phrases = payrollSettingsPhrases(b, a);
      return phrases.length ? listOf(phrases) : 'changed the payroll settings';
    }
    case 'settings.organisation': {
      const phrases = organisationPhrases(b, a);
      return phrases.length ? listOf(phrases) : 'changed the organisation profile';
    }
    case 'salary.generate': {
      const n = count(a.employeeCount ?? a.employeeIds);
      return `generated ${text(a.period) ?? 'salary'} slips${n === undefined ? '' : ` for ${people(n)}`}`;
    }
    case 'payroll.mark_paid': {
      const n = count(a.employeeIds);
      const records = n === undefined ? 'salaries' : `${n} salary record${n === 1 ? '' : 's'}`;
      return `marked ${records} for ${text(a.period) ?? 'the period'} paid on ${day(a.paidOn) ?? '—'}`;
    }
    case 'payroll.reopen': {
      const n = count(a.employeeCount);
      const reason = text(a.reason) ? `: “${a.reason as string}”` : '';
      return `reopened ${text(a.period) ?? 'a'} payroll${n === undefined ? '' : ` for ${people(n)}`}${reason}`;
    }
    case 'payroll.download':
      return `downloaded the ${text(a.file) ?? 'payroll'} file for ${text(a.period) ?? 'a period'}`;
    case 'leave.approve':
    case 'leave.reject': {
      const verb = action === 'leave.approve' ? 'approved' : 'rejected';
      const type = text(s.type) ?? 'leave';
      return `${verb} ${who ? `${who}’s ` : ''}${type}${span ? ` (${span})` : ''}`;
    }
    case 'attendance.manual_mark':
      return `marked ${who ?? 'attendance'} ${text(a.status) ?? ''}${span ? ` on ${span}` : ''}`.replace(
        /\s+/g,
        ' ',
      );
    case 'employee.create':
      return `added ${who ?? 'an employee'}${text(a.role) ? ` (${a.role as string})` : ''}`;
    case 'employee.delete':
      return `deleted ${who ?? 'an employee'}`;
    case 'employee.update': {
      const fields = changedFieldNames(b, a);
      return `updated ${who ?? 'an employee'}${fields ? `: ${fields}` : ''}`;
    }
    case 'holiday.create':
    case 'holiday.update':
    case 'holiday.delete': {
      const verb = { 'holiday.create': 'added', 'holiday.update': 'changed', 'holiday.delete': 'removed' }[
        action
      ];
      return `${verb} the holiday ${who ?? ''}${span ? ` on ${span}` : ''}`.replace(/\s+/g, ' ').trim();
    }
    default: {
      const label = lowerFirst(AUDIT_ACTION_LABELS[action]);
      return who ? `${label} (${who})` : label;
    }
  }
}

/** One entry as a sentence: the actor's name, then what they did. */
export function auditSentence(entry: Pick<AuditEntry, 'actor' | 'action' | 'before' | 'after'>): string {
  return `${entry.actor.name} ${auditPhrase(entry.action, entry.before, entry.after)}`;
}
