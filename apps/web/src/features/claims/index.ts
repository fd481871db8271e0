// Expense claims' tab (issue 45): loaded when the tab opens.
export { ClaimsTab } from './components/ClaimsTab';
export { CategoriesCard } from './components/CategoriesCard';
