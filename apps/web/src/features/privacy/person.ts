// The privacy feature's part of a person's details page (issue 23), composed by app/; loaded on demand.
export { PersonDataSection } from './components/PersonDataSection';
// The Admin's retention period, on their own details page beside the two-step requirement.
export { RetentionSettingSection } from './components/RetentionSettingSection';
