// Probation, onboarding and letters (issue 43, docs/lifecycle.md): the Onboarding tab of Admin and HR, and the
// letters on a person's page (loaded when they open).
export { LifecycleTab } from './components/LifecycleTab';
export { PersonLettersSection } from './components/PersonLettersSection';
