// The events feature's public surface: the app layer imports from here, never from inside the folder.
export { EventsSection } from './components/EventsSection';
