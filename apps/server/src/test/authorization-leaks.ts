import type { CallerKey } from './authorization-matrix.ts';
import type { Person, World } from './authorization-world.ts';

/** Keys that must never leave the server, whatever the route and the caller. */
const FORBIDDEN_KEY = /^(password|passwordhash|password_hash|tokenversion|token_version|tv|jwtsecret)$/i;

function forbiddenKeys(value: unknown, path = '$', found: string[] = []): string[] {
  if (Array.isArray(value)) {
    value.forEach((item, i) => forbiddenKeys(item, `${path}[${i}]`, found));
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (FORBIDDEN_KEY.test(key)) found.push(`${path}.${key}`);
      forbiddenKeys(child, `${path}.${key}`, found);
    }
  }
  return found;
}

/**
 * What a caller must never see of other people (spec section 6, docs/people.md, docs/payroll.md):
 * - Employee: nothing private of anyone else (leave, events, tasks, notifications, pay, B's id).
 * - HR: leave (approver) and the people list, but not others' events, tasks, received
 *   notifications they did not send, or pay.
 * - Admin: everything but other people's personal events.
 * - anonymous: nothing private at all.
 */
function secretsHiddenFrom(world: World, caller: Person | null): string[] {
  const others = [world.employeeA, world.employeeB, world.hr, world.admin].filter((p) => p !== caller);
  const role = caller?.user.role;
  const hidden: string[] = [];
  for (const other of others) {
    hidden.push(other.secrets.eventTitle);
    if (role === 'Admin') continue;
    hidden.push(other.secrets.taskTitle, ...other.salaryTexts);
    // HR's sent history shows what HR sent (the seeded note to the Admin is from HR).
    if (!(role === 'HR' && other === world.admin)) hidden.push(other.secrets.notification);
    if (role !== 'HR') hidden.push(other.secrets.leaveReason);
  }
  if (role === 'Employee') hidden.push(world.employeeB.user.id, world.employeeB.user.email);
  return hidden;
}

/** Every problem with one response body, as readable lines (empty: nothing leaked). */
export function findLeaks(
  body: string,
  contentType: string | undefined,
  world: World,
  callerKey: CallerKey,
  caller: Person | null,
): string[] {
  if (!contentType?.includes('application/json')) return [];
  const problems: string[] = [];
  if (body.includes('$argon2')) problems.push('a password hash is in the body');
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [`${callerKey}: body is not valid JSON`];
  }
  for (const key of forbiddenKeys(parsed)) problems.push(`forbidden key ${key}`);
  for (const secret of secretsHiddenFrom(world, caller)) {
    if (body.includes(secret)) problems.push(`shows "${secret}" to ${callerKey}`);
  }
  return problems;
}
