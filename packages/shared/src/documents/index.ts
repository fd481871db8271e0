// Documents: the re-upload grant's endpoint and event (the document keys and messages live with the person).
export * from './events.ts';
export * from './endpoints.ts';
export * from './schemas.ts';
