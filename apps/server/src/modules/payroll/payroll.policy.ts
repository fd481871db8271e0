import type { Role } from '@hrms/shared';

interface Actor {
  id: string;
  role: Role;
}

/** Spec section 6: only Admin generates salary slips and sees everyone's history. */
export const mayGenerateSalaries = (actor: Actor): boolean => actor.role === 'Admin';

/** Everyone sees their own salary history; Admin also sees anyone's. */
export const mayReadSalariesOf = (actor: Actor, userId: string): boolean =>
  actor.id === userId || actor.role === 'Admin';
