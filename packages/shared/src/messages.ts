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
  tooManyLoginAttempts: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
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
