// The header bell's unread state and the notification toasts, on every dashboard tab.
export { useNotificationBell } from './hooks/use-notification-bell';
