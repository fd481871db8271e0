// The work-calendar feature's public surface: the app layer imports from here, never from inside the folder.
export { WorkWeekPanel } from './components/WorkWeekPanel';
export { ShiftsPanel } from './components/ShiftsPanel';
