// The notifications feature's public surface: the app layer imports from here, never from inside the folder.
export { NotificationsTab, SendNotificationTab } from './components/NotificationTabs';
export { useNotificationBell } from './hooks/use-notification-bell';
