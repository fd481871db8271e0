// Tokens for seeded people, signed as the server signs them, so benches against separate server
// processes need no thousand sign-ins (and meet no login throttle). Bench code only.
import crypto from 'node:crypto';
import type { Role } from '@hrms/shared';

export interface BenchPerson {
  id: string;
  role: Role;
  tokenVersion: number;
  email: string;
}

/** The JWT_SECRET the bench's server processes are started with. */
export const BENCH_JWT_SECRET = 'bench-secret-that-is-long-enough-0123456789';

const b64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

/** The HS256 token the server itself would sign for `person` (plugins/auth.ts: sub, role, tv). */
export function benchToken(person: BenchPerson, secret = BENCH_JWT_SECRET): string {
  const now = Math.floor(Date.now() / 1000);
  const head = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64url(
    JSON.stringify({
      sub: person.id,
      role: person.role,
      tv: person.tokenVersion,
      iat: now,
      exp: now + 43_200,
    }),
  );
  const signature = crypto.createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${signature}`;
}
