// The notifications feature's public surface for its tabs (loaded when a tab opens); the header's bell is in live.ts.
export { NotificationsTab, SendNotificationTab } from './components/NotificationTabs';
