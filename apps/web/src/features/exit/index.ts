// Exit and settlement on the details page (issue 43), loaded when the page opens.
export { ExitSection } from './components/ExitSection';
