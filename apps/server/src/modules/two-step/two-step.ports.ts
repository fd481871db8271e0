import type { ActiveSession, FailedSignIn } from '@hrms/shared';
import type { Caller } from '../../plugins/access.ts';

/**
 * What the two-step routes serve of the sessions (the two-step contract lists them beside the codes). The
 * sessions live in auth, which uses two-step at sign-in; this port keeps the arrow one way (auth -> two-step):
 * auth's SessionsService implements it and app.ts passes it in.
 */
export interface SessionsPort {
  list(caller: Caller): Promise<ActiveSession[]>;
  revoke(caller: Caller, sessionId: string): Promise<{ message: string }>;
  signOutOthers(caller: Caller): Promise<{ message: string }>;
  failedSignIns(): Promise<FailedSignIn[]>;
}
