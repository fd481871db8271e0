import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@hrms/shared';
import { clearSession, readSession, readToken, saveSession, subscribeSession } from './session';

const user: SessionUser = { _id: 'u1', id: 'u1', name: 'Asha', email: 'asha@example.com', role: 'HR' };

describe('session storage', () => {
  it('stores the token and the user as JSON text under the keys token and user', () => {
    saveSession('jwt-1', user);
    expect(localStorage.getItem('token')).toBe('"jwt-1"');
    expect(localStorage.getItem('user')).toBe(JSON.stringify(user));
    expect(readToken()).toBe('jwt-1');
    expect(readSession()).toEqual({ token: 'jwt-1', user });
  });

  it('returns the same snapshot object until storage changes', () => {
    saveSession('jwt-1', user);
    const first = readSession();
    expect(readSession()).toBe(first);
    saveSession('jwt-2', user);
    expect(readSession()).not.toBe(first);
  });

  it.each([
    ['a token that is not JSON', 'jwt-raw', JSON.stringify(user)],
    ['a user without a role', '"jwt-1"', JSON.stringify({ ...user, role: undefined })],
    ['a user that is not JSON', '"jwt-1"', '{broken'],
  ])('treats %s as signed out', (_case, token, storedUser) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', storedUser);
    expect(readSession()).toBeNull();
  });

  it('tells subscribers about sign-in and sign-out, and reports whether anything was cleared', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    saveSession('jwt-1', user);
    expect(clearSession()).toBe(true);
    expect(clearSession()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});
