import type { Database, Queryable } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import type { AuditService } from '../audit/index.ts';
import type { PersonLettersService } from '../documents/index.ts';
import type { Letterhead } from '../exit/index.ts';
import type { TasksService } from '../tasks/index.ts';
import { LettersService } from './letters.service.ts';
import { LifecycleSettingsService } from './lifecycle-settings.service.ts';
import { OnboardingService } from './onboarding.service.ts';
import { ProbationReminders } from './probation-reminders.job.ts';
import { ProbationService } from './probation.service.ts';

export interface LifecycleSetupDeps {
  db: Database;
  orgTime: OrgTime;
  audit: AuditService;
  tasks: Pick<TasksService, 'assignIn' | 'announce'>;
  personLetters: PersonLettersService;
  letterhead: () => Promise<Letterhead>;
  placements: {
    everyoneToday(): Promise<Map<string, { managerId: string | null; name: string }>>;
    currentIn(
      db: Queryable,
      id: string,
    ): Promise<{ designation: { name: string } | null; department: { name: string } | null }>;
  };
}

/** Probation, onboarding checklists and letters, wired once (services.ts; docs/lifecycle.md). */
export function createLifecycle(deps: LifecycleSetupDeps) {
  const { db, orgTime, audit } = deps;
  const settings = new LifecycleSettingsService({ db, orgTime, audit });
  const letters = new LettersService({
    db,
    orgTime,
    audit,
    settings,
    personLetters: deps.personLetters,
    letterhead: deps.letterhead,
    placementIn: (tx, id) => deps.placements.currentIn(tx, id),
  });
  // Everyone's manager today, by id, with the manager's name.
  const managers = async () => {
    const nodes = await deps.placements.everyoneToday();
    const out = new Map<string, { id: string; name: string } | null>();
    for (const [id, node] of nodes) {
      const manager = node.managerId ? nodes.get(node.managerId) : undefined;
      out.set(id, manager && node.managerId ? { id: node.managerId, name: manager.name } : null);
    }
    return out;
  };
  const probation = new ProbationService({ db, orgTime, audit, settings, letters, managers });
  const onboarding = new OnboardingService({ db, orgTime, settings, tasks: deps.tasks });
  const probationReminders = new ProbationReminders({ db, orgTime, settings, tasks: deps.tasks, managers });
  return { settings, letters, probation, onboarding, probationReminders };
}

export type LifecycleServices = Pick<
  ReturnType<typeof createLifecycle>,
  'settings' | 'letters' | 'probation' | 'onboarding'
>;
