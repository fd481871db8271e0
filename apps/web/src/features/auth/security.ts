// The security sections of one's own details page and the required set-up page (issue 23, docs/security.md):
// a third public surface of the feature, loaded on demand (app/pages/PersonDetailsPage.tsx, app/routes.tsx).
export { TwoStepSection } from './components/TwoStepSection';
export { SessionsSection } from './components/SessionsSection';
export { PersonTwoStepAdmin } from './components/PersonTwoStepAdmin';
export { FailedSignInsSection } from './components/FailedSignInsSection';
export { TwoStepSetupPage } from './components/TwoStepSetupPage';
