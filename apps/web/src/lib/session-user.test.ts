import { describe, expect, it } from 'vitest';
import { loginAnswerSchema, loginResponseSchema, sessionUserSchema } from '@hrms/shared';
import { isSessionUser, parseLoginAnswer, parseLoginResponse } from './session-user';

const user = { _id: 'u1', id: 'u1', name: 'Asha', email: 'asha@example.com', role: 'HR' };

// The hand-written checks exist only to keep zod off the sign-in bundle; they must agree with the schemas.
const samples: unknown[] = [
  user,
  { ...user, role: 'Manager' },
  { ...user, role: undefined },
  { ...user, name: 42 },
  { ...user, extra: 'dropped' },
  { _id: 'u1', id: 'u1', name: 'Asha', role: 'Admin' },
  null,
  'user',
  [user],
];

describe('session user checks', () => {
  it.each(samples.map((sample) => [JSON.stringify(sample), sample]))(
    'agrees with sessionUserSchema on %s',
    (_label, sample) => {
      expect(isSessionUser(sample)).toBe(sessionUserSchema.safeParse(sample).success);
    },
  );

  it('parses a login answer exactly as loginResponseSchema does, dropping unknown fields', () => {
    const answer = { token: 'jwt', user: { ...user, extra: 'x' }, other: 1 };
    expect(parseLoginResponse(answer)).toEqual(loginResponseSchema.parse(answer));
  });

  it.each([[{ token: 1, user }], [{ token: 'jwt', user: { ...user, role: 'Boss' } }], [null]])(
    'rejects a malformed login answer %#',
    (answer) => {
      expect(() => parseLoginResponse(answer)).toThrow();
    },
  );

  it.each([
    [{ token: 'jwt', user, extra: 1 }],
    [{ token: 'jwt', user, twoStepSetupRequired: true }],
    [{ twoStepRequired: true, challenge: 'c', token: 'no' }],
  ])('parses the login answer as loginAnswerSchema does %#', (answer) => {
    expect(parseLoginAnswer(answer)).toEqual(loginAnswerSchema.parse(answer));
  });
});
