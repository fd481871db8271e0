// The holidays feature's public surface: the app layer imports from here, never from inside the folder.
export { HolidaysPanel } from './components/HolidaysPanel';
