import { ROLES, type LoginAnswer, type LoginResponse, type SessionUser } from '@hrms/shared';

/*
 * Hand-written checks with the same rules as the shared `sessionUserSchema` / `loginResponseSchema`.
 * They run on the sign-in screen and in every route guard; using zod there would put the whole
 * zod runtime (about 25 KB gzipped) on the sign-in path, which has a 150 KB budget.
 * session-user.test.ts keeps the two in step.
 */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isSessionUser(value: unknown): value is SessionUser {
  if (!isRecord(value)) return false;
  const textFields = ['_id', 'id', 'name', 'email'] as const;
  return (
    textFields.every((key) => typeof value[key] === 'string') &&
    (ROLES as readonly unknown[]).includes(value.role)
  );
}

/** Keeps only the fields the browser stores, as the zod schema's parse would. */
export function toSessionUser(value: SessionUser): SessionUser {
  return { _id: value._id, id: value.id, name: value.name, email: value.email, role: value.role };
}

export function parseLoginResponse(value: unknown): LoginResponse {
  if (isRecord(value) && typeof value.token === 'string' && isSessionUser(value.user)) {
    return { token: value.token, user: toSessionUser(value.user) };
  }
  throw new Error('The sign-in answer did not have the expected shape.');
}

/**
 * POST /api/auth/login's answer: the spec's `{ token, user }` (with `twoStepSetupRequired` when the
 * organisation requires two-step sign-in of this person and it is not on), or a challenge for the code.
 */
export function parseLoginAnswer(value: unknown): LoginAnswer {
  if (isRecord(value) && value.twoStepRequired === true && typeof value.challenge === 'string') {
    return { twoStepRequired: true, challenge: value.challenge };
  }
  const answer = parseLoginResponse(value);
  return isRecord(value) && value.twoStepSetupRequired === true
    ? { ...answer, twoStepSetupRequired: true }
    : answer;
}
