import type { Caller } from '../../plugins/access.ts';

type Who = Pick<Caller, 'id' | 'role'>;

/** Spec section 6: only Admin generates payslips and sees everyone's history. */
export const mayGenerateSalaries = (caller: Who): boolean => caller.role === 'Admin';

/** Everyone sees their own salary history; Admin also sees anyone's. */
export const mayReadSalariesOf = (caller: Who, userId: string): boolean =>
  caller.id === userId || caller.role === 'Admin';
