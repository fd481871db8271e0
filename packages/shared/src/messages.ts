/**
 * Every user-facing string of the spec (sections 5 and 8) that both the server
 * and the browser use. The spec's wording is a contract: change it only here.
 */
export const MESSAGES = {
  loginEmpty: 'Please enter both email and password.',
  loginFailed: 'Login failed. Please check your credentials.',
  loginSuccess: 'Login successful!',
  loggedOut: 'You have been logged out.',
  invalidCredentials: 'Invalid email or password.',
  /** The lead of the 429 answer; waitMessage adds when to try again. */
  tooManyLoginAttempts: 'Too many failed sign-in attempts.',
  unauthenticated: 'Please sign in to continue.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  forbidden: 'You do not have permission to do that.',
  notFound: 'Not found.',
  pageNotFound: '404: Page Not Found',
  internal: 'Something went wrong on our side. Please try again.',
  payloadTooLarge: 'The request is too large.',
  /** A dashboard list or card that could not load (section 8). */
  dashboardLoadFailed: 'Failed to fetch dashboard data.',
} as const;

/** The whole-API rate limit's answer (429, docs/security.md). */
export const RATE_LIMIT_MESSAGE = 'Too many requests. Please wait a moment and try again.';

/** '45 seconds', '1 minute', '15 minutes': a Retry-After in words. */
function inWords(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** A credential check's 429 (issue 39): its lead and when to try again, as its Retry-After header says. */
export function waitMessage(lead: string, retryAfterSeconds: number): string {
  return `${lead} Please try again in ${inWords(Math.max(1, retryAfterSeconds))}.`;
}
