// The leave cards of the Home tab.
export { LeaveHomeCards } from './components/LeaveHomeCards';
