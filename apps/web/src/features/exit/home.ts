// The exit's Home section: the warning of settlements near or past their due date (HR, Admin; issue 43).
export { SettlementsDueCard } from './components/SettlementsDueCard';
