import { isBusinessDate, type WorkWeekBody, type WorkWeekSettings } from '@hrms/shared';
import { useHolidays } from '../../../lib/work-calendar';
import { describePreview, previewDaysOff, previewMonth } from '../work-week-text';

/** The first whole month under the work week being edited: its days off, live as the Admin edits. */
export function WorkWeekPreview({ settings, draft }: { settings: WorkWeekSettings; draft: WorkWeekBody }) {
  const valid = isBusinessDate(draft.effectiveFrom);
  const { year } = previewMonth(valid ? draft.effectiveFrom : '2000-01-01');
  const holidays = useHolidays(year);
  if (!valid) return null;
  const preview = previewDaysOff(settings, draft, holidays.data ?? []);
  return (
    <p aria-live="polite" className="rounded-md bg-muted px-3 py-2 text-sm" data-testid="work-week-preview">
      <span className="font-medium">Preview: </span>
      {describePreview(preview)}
    </p>
  );
}
