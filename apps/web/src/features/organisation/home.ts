// The organisation's Home section: the Admin's setup guide (issue 40).
export { SetupGuide } from './components/SetupGuide';
