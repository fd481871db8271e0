// The attendance feature's part of the person page (issue 40), composed by app/; loaded on demand.
export { PersonAttendanceSection } from './components/PersonAttendanceSection';
