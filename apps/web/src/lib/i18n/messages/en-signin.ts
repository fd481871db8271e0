import { MESSAGES } from '@hrms/shared';

/**
 * The English of the sign-in page: the only messages on the sign-in path (its 150 KB budget), so they
 * are plain text with at most {name} placeholders, which store.ts fills without the ICU runtime.
 * The spec's own texts (spec section 5) stay word for word.
 */
export const EN_SIGN_IN = {
  'signIn.pageTitle': 'Sign in · HRMS',
  'signIn.title': 'HRMS Login',
  'signIn.description': 'Enter your email and password to access your account.',
  'signIn.email': 'Email',
  'signIn.password': 'Password',
  'signIn.emailRequired': 'Email is required.',
  'signIn.passwordRequired': 'Password is required.',
  'signIn.submit': 'Sign In',
  'signIn.submitting': 'Signing In...',
  'signIn.forgot': 'Forgot password?',
  'signIn.success': MESSAGES.loginSuccess,
  'signIn.empty': MESSAGES.loginEmpty,
  'signIn.failed': MESSAGES.loginFailed,
  'language.label': 'Language',
} as const;
