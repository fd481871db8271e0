export * from './auth.ts';
export * from './http.ts';
export * from './messages.ts';
export * from './org-time.ts';
export * from './realtime.ts';
export * from './roles.ts';
