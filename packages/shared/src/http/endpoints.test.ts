import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ENDPOINTS } from './domains.ts';
import { AREAS, areaFor } from './areas.ts';
import { defineContract } from './contract.ts';
import { areaServing, defineEndpoints, requestPath, routePath, type PathArgs } from './endpoints.ts';

const table = defineEndpoints({
  mine: { method: 'GET', path: '{area}/{own}/things', areas: ['employees', 'admin', 'hr'] },
  decide: { method: 'PUT', path: '{area}/things/:id/decide', areas: ['admin', 'hr'] },
  one: { method: 'GET', path: '/things/:id/parts/:part' },
});

describe('role areas', () => {
  it('each role calls its own dashboard’s area', () => {
    expect(areaFor('Admin')).toBe('admin');
    expect(areaFor('HR')).toBe('hr');
    expect(areaFor('Employee')).toBe('employees');
    expect(AREAS.employees.roles).toEqual(['Admin', 'HR', 'Employee']);
  });

  it('an endpoint not served in the role’s area is called in the first area open to it', () => {
    expect(areaServing(['employees'], 'Admin')).toBe('employees');
    expect(areaServing(['admin', 'hr'], 'HR')).toBe('hr');
    // Nobody serves Employees here: the server gives its refusal.
    expect(areaServing(['admin', 'hr'], 'Employee')).toBe('admin');
  });
});

describe('paths', () => {
  it('expands areas into Fastify routes with each area’s own parameter', () => {
    expect(routePath(table.mine, 'employees')).toBe('/employees/:id/things');
    expect(routePath(table.mine, 'hr')).toBe('/hr/:userId/things');
    expect(routePath(table.decide, 'admin')).toBe('/admin/things/:id/decide');
    expect(routePath(table.one)).toBe('/things/:id/parts/:part');
    expect(() => routePath(table.decide)).toThrow(/needs an area/);
  });

  it('fills in the caller’s id and the parameters, encoded', () => {
    expect(requestPath(table.mine, { role: 'HR', own: 'u 1' })).toBe('/hr/u%201/things');
    expect(requestPath(table.decide, { role: 'Admin', params: { id: 'a/b' } })).toBe(
      '/admin/things/a%2Fb/decide',
    );
    expect(requestPath(table.one, { params: { id: '1', part: '2' } })).toBe('/things/1/parts/2');
    expect(() => requestPath(table.one, { params: { id: '1' } })).toThrow(/needs :part/);
    expect(() => requestPath(table.mine, { role: 'HR' })).toThrow(/caller's id/);
  });

  it('every table of the registry: areas exactly where {area} is, {own} only within an area', () => {
    for (const [domain, endpoints] of Object.entries(ENDPOINTS)) {
      for (const [name, endpoint] of Object.entries(endpoints) as [
        string,
        { path: string; areas?: unknown },
      ][]) {
        const where = `${domain}.${name}`;
        expect(endpoint.path.includes('{area}'), where).toBe(endpoint.areas !== undefined);
        if (endpoint.path.includes('{own}'))
          expect(endpoint.path.startsWith('{area}/{own}'), where).toBe(true);
        expect(endpoint.path.startsWith('/') || endpoint.path.startsWith('{area}'), where).toBe(true);
      }
    }
  });
});

// Compile-time checks (npm run typecheck): a wrong table or contract does not build.
describe('types', () => {
  it('refuses an area path without areas, areas without an area path, and {own} outside an area', () => {
    // @ts-expect-error {area} needs areas
    defineEndpoints({ a: { method: 'GET', path: '{area}/x' } });
    // @ts-expect-error areas need {area}
    defineEndpoints({ a: { method: 'GET', path: '/x', areas: ['admin'] } });
    // @ts-expect-error {own} only inside an area
    defineEndpoints({ a: { method: 'GET', path: '/x/{own}' } });
    expect(true).toBe(true);
  });

  it('a contract covers exactly the endpoints of its table', () => {
    const plain = defineEndpoints({ a: { method: 'GET', path: '/a' }, b: { method: 'GET', path: '/b' } });
    const entry = { summary: 's', response: z.string(), errors: [401], access: 'public' } as const;
    defineContract(plain, { a: entry, b: entry });
    // @ts-expect-error b is missing
    defineContract(plain, { a: entry });
    // @ts-expect-error c is not in the table
    defineContract(plain, { a: entry, b: entry, c: entry });
    // @ts-expect-error a plain endpoint states its access
    defineContract(plain, { a: { summary: 's', response: z.string(), errors: [] }, b: entry });
    expect(true).toBe(true);
  });

  it('infers what a call must supply from the path', () => {
    const mine: PathArgs<typeof table.mine> = { own: 'u1', role: 'Employee' };
    const decide: PathArgs<typeof table.decide> = { role: 'HR', params: { id: 'x' } };
    // @ts-expect-error several areas: the role picks one
    const noRole: PathArgs<typeof table.decide> = { params: { id: 'x' } };
    // @ts-expect-error :part is missing
    const partial: PathArgs<typeof table.one> = { params: { id: '1' } };
    expect([mine, decide, noRole, partial]).toHaveLength(4);
  });
});
