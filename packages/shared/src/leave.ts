// Leave (issue 4): constants, messages and schemas, and the application rules shared by server and browser.
export * from './leave-schemas.ts';
export * from './leave-rules.ts';
