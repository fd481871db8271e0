import {
  addDays,
  formatDateDMY,
  isRecordId,
  LIFECYCLE_MESSAGES as M,
  type OnboardingItem,
} from '@hrms/shared';
import type { Database, Queryable } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import type { TasksService } from '../tasks/index.ts';
import type { LifecycleSettingsService } from './lifecycle-settings.service.ts';
import { linkTasks, onboardingTasksOf, personFacts } from './lifecycle.repository.ts';
import { staffOwners } from './owners.ts';

/** A person just added or imported (the manager given on the form, if any). */
export interface NewPerson {
  id: string;
  name: string;
  joinedOn: string;
  managerId?: string | null | undefined;
}

export interface OnboardingDeps {
  db: Database;
  orgTime: OrgTime;
  settings: LifecycleSettingsService;
  tasks: Pick<TasksService, 'assignIn' | 'announce'>;
}

/**
 * The onboarding checklist becomes tasks when people are added or imported (docs/lifecycle.md): each item to its
 * owner (the person; their manager, else HR; HR), due `dueDays` after the joining date.
 */
export class OnboardingService {
  constructor(private readonly deps: OnboardingDeps) {}

  /** Inside the transaction that adds the people: answers the task ids to `announce` after the commit. */
  async startIn(tx: Queryable, people: NewPerson[]): Promise<string[]> {
    const { checklist } = await this.deps.settings.get(tx);
    if (checklist.length === 0 || people.length === 0) return [];
    const today = this.deps.orgTime.today();
    const inputs = [];
    const subjects: string[] = [];
    for (const person of people) {
      const hr = checklist.some((item) => item.owner !== 'Person')
        ? await staffOwners(tx, today, person.id)
        : [];
      for (const item of checklist) {
        const owners =
          item.owner === 'Person'
            ? [person.id]
            : item.owner === 'Manager' && person.managerId
              ? [person.managerId]
              : hr;
        for (const assignedTo of owners) {
          inputs.push({
            title: item.owner === 'Person' ? item.title : `${item.title}: ${person.name}`,
            description: `Onboarding of ${person.name} (joining ${formatDateDMY(person.joinedOn)}).`,
            date: addDays(person.joinedOn, item.dueDays),
            time: '10:00',
            assignedTo,
            createdByName: 'Onboarding checklist',
          });
          subjects.push(person.id);
        }
      }
    }
    const ids = await this.deps.tasks.assignIn(tx, inputs);
    await linkTasks(
      tx,
      ids.map((taskId, i) => ({ taskId, subjectId: subjects[i]!, kind: 'onboarding' as const })),
    );
    return ids;
  }

  announce(ids: string[]): Promise<void> {
    return this.deps.tasks.announce(ids);
  }

  /** GET /lifecycle/people/:id/onboarding: the person's own items (the route admits them, HR and Admin). */
  async items(personId: string): Promise<OnboardingItem[]> {
    if (!isRecordId(personId) || !(await personFacts(this.deps.db, personId)))
      throw notFound(M.personNotFound);
    return onboardingTasksOf(this.deps.db, personId);
  }
}
