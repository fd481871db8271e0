// The audit feature's public surface: the app layer imports from here, never from inside the folder.
export { AuditLogTab } from './components/AuditLogTab';
