// The organisation structure's tabs and the details page's section (issue 42), loaded when they open.
export { StructurePanel } from './components/StructurePanel';
export { OrgChartTab } from './components/OrgChartTab';
export { MyTeamTab } from './components/MyTeamTab';
export { PlacementSection } from './components/PlacementSection';
