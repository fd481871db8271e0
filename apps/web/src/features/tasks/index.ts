// The tasks feature's public surface: the app layer imports from here, never from inside the folder.
export { MyTasksSection } from './components/MyTasksSection';
export { TaskManagementTab } from './components/TaskManagementTab';
export { useAdminTaskUpdates, usePersonalTaskUpdates } from './hooks/use-task-live-updates';
