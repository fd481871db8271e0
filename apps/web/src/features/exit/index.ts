// Exit and settlement on the details page (issue 43), loaded when the page opens.
export { ExitSection } from './components/ExitSection';
// My Team: resignations waiting for the manager (composed in app/dashboard/MyTeamWithApprovals.tsx).
export { TeamResignations } from './components/TeamResignations';
