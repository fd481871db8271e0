// The tax year's tab (issue 44): loaded when the tab opens.
export { TaxYearTab } from './components/TaxYearTab';
