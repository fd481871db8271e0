import { formatDateDMY, type Probation } from '@hrms/shared';
import type { Database } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { JobRuns } from '../../jobs/job-runs.ts';
import type { RecurringJob } from '../../jobs/job-runner.ts';
import type { TasksService } from '../tasks/index.ts';
import type { LifecycleSettingsService } from './lifecycle-settings.service.ts';
import { linkTasks, markReminded, probationRows } from './lifecycle.repository.ts';
import { presentProbation } from './probation-view.ts';
import { staffOwners } from './owners.ts';

export interface ProbationRemindersDeps {
  db: Database;
  orgTime: OrgTime;
  settings: LifecycleSettingsService;
  tasks: Pick<TasksService, 'assignIn' | 'announce'>;
  managers: () => Promise<Map<string, { id: string; name: string } | null>>;
}

/** Whether `day` falls in the reminder's window: from 15 days before the end through the end itself. */
export const reminderDue = (p: Probation, day: string): boolean =>
  p.status !== 'Confirmed' && !!p.endsOn && !!p.reminderOn && p.reminderOn <= day && day <= p.endsOn;

/**
 * 'probation-reminders': daily, keyed by date (jobs/recurring-jobs.ts). Each probation's end is reminded once:
 * a task to the manager and one to each HR person (every Admin when there is no HR), 15 days before the end.
 * The run is claimed once across instances (job_runs); each reminder is also guarded by probations.reminded_for
 * in the transaction that makes its tasks, so a catch-up or a retry never sends one twice, and an extension
 * (a new end) is reminded again.
 */
export class ProbationReminders implements RecurringJob {
  readonly name = 'probation-reminders';
  private readonly runs: JobRuns;

  constructor(private readonly deps: ProbationRemindersDeps) {
    this.runs = new JobRuns(this.name, { db: deps.db, now: () => deps.orgTime.now() });
  }

  due(): Promise<string | null> {
    return this.runs.owed(this.deps.orgTime.today());
  }

  async run(key: string): Promise<{ ran: boolean; reminded: number }> {
    const reminded = await this.runs.once(
      key,
      () => this.remind(key),
      (count) => ({ reminded: count }),
    );
    return reminded === null ? { ran: false, reminded: 0 } : { ran: true, reminded };
  }

  /** Reminds every probation due on `day`; answers how many people were reminded. */
  async remind(day: string): Promise<number> {
    const { db, orgTime } = this.deps;
    const [settings, rows, managers] = await Promise.all([
      this.deps.settings.get(),
      probationRows(db, day),
      this.deps.managers(),
    ]);
    let count = 0;
    for (const row of rows) {
      const probation = presentProbation(row, settings, managers.get(row.id) ?? null);
      if (!reminderDue(probation, day) || row.remindedFor === probation.endsOn) continue;
      const ids = await db.transaction(async (tx) => {
        if (!(await markReminded(tx, row.id, probation.endsOn!, orgTime.now()))) return [];
        const owners = new Set(await staffOwners(tx, day, row.id));
        if (probation.manager && probation.manager.id !== row.id) owners.add(probation.manager.id);
        const taskIds = await this.deps.tasks.assignIn(
          tx,
          [...owners].map((assignedTo) => ({
            title: `Probation of ${row.name} ends on ${formatDateDMY(probation.endsOn!)}`,
            description: `Confirm ${row.name} or extend the probation with a reason (Onboarding tab).`,
            date: probation.endsOn!,
            time: '10:00',
            assignedTo,
            createdByName: 'Probation reminder',
          })),
        );
        await linkTasks(
          tx,
          taskIds.map((taskId) => ({ taskId, subjectId: row.id, kind: 'probation-reminder' as const })),
        );
        return taskIds;
      });
      if (ids.length > 0) count += 1;
      await this.deps.tasks.announce(ids);
    }
    return count;
  }
}
