// The organisation feature's tab (loaded when it opens): the organisation profile (issue 40).
export { OrganisationTab } from './components/OrganisationTab';
