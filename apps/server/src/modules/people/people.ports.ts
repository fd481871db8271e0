import type { Queryable } from '../../db/client.ts';

/**
 * The onboarding checklist's tasks for people just added or imported: lifecycle implements it (services.ts passes
 * it in), people and imports call it inside their transaction, so lifecycle stays above them (no import of it).
 */
export interface OnboardingPort {
  startIn(
    tx: Queryable,
    people: { id: string; name: string; joinedOn: string; managerId?: string | null | undefined }[],
  ): Promise<string[]>;
  announce(taskIds: string[]): Promise<void>;
}
