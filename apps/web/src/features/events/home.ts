// The events section of the Home tab (the feature has no tab of its own).
export { EventsSection } from './components/EventsSection';
