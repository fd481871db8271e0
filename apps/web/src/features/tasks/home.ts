// The tasks section of the Home tab.
export { MyTasksSection } from './components/MyTasksSection';
