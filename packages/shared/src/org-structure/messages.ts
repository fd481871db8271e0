import { INDIAN_STATE_CODES } from './states.ts';

/** Limits and messages of the organisation structure (issue 42), zod-free so a first screen can show them. */
export const ORG_NAME_MAX = 100;
export const ORG_ADDRESS_MAX = 200;

/** The unit kinds Admin and HR manage, as the messages name them. */
export const ORG_UNIT_LABELS = {
  department: 'department',
  designation: 'designation',
  location: 'location',
} as const;
export type OrgUnitKind = keyof typeof ORG_UNIT_LABELS;

/** The scopes of "my team": direct reports only, or everyone below. */
export const TEAM_SCOPES = ['direct', 'all'] as const;
export type TeamScope = (typeof TEAM_SCOPES)[number];

const people = (count: number) => (count === 1 ? '1 person' : `${count} people`);

export const ORG_MESSAGES = {
  /** Issue 42: a location's calendar on the Structure tab. */
  locationCalendar: (ownHolidays: number, year: number) =>
    ownHolidays === 0
      ? "Calendar: the organisation's"
      : `Calendar: the organisation's plus ${ownHolidays === 1 ? '1 holiday' : `${ownHolidays} holidays`} of its own in ${year}`,
  locationCalendarHint:
    "A location's own holidays are added on the Work Calendar tab: choose the location under 'Applies to'.",
  locationCalendarLink: 'Open the Work Calendar tab',
  nameRequired: 'Please enter a name.',
  nameTooLong: `The name must be at most ${ORG_NAME_MAX} characters.`,
  addressTooLong: `Each address line must be at most ${ORG_ADDRESS_MAX} characters.`,
  invalidId: 'Please choose a valid record.',
  pinCode: 'The PIN code must be six digits.',
  invalidDate: 'Please choose a valid date (YYYY-MM-DD) between 2000 and 2100.',
  invalidScope: "The scope must be 'direct' or 'all'.",
  state: `The state must be an Indian state or union territory code: ${INDIAN_STATE_CODES.join(', ')}.`,
  notFound: (kind: OrgUnitKind) => `That ${ORG_UNIT_LABELS[kind]} was not found.`,
  personNotFound: 'Employee not found.',
  notYours: 'You can only see your own placement or that of someone who reports to you.',
  managerNotFound: 'The chosen manager was not found.',
  headNotFound: 'The chosen head of department was not found.',
  duplicate: (kind: OrgUnitKind, name: string) =>
    `A ${ORG_UNIT_LABELS[kind]} named '${name}' already exists.`,
  inUse: (kind: OrgUnitKind, name: string, count: number) =>
    `The ${ORG_UNIT_LABELS[kind]} '${name}' still has ${people(count)}; move them elsewhere first.`,
  selfManager: 'A person cannot report to themselves.',
  /** `chain` runs from the proposed manager up to the person: Ravi, Meena, Asha. */
  cycle: (person: string, chain: readonly string[]) => {
    const [manager, ...above] = chain;
    const links = above.map((name, i) =>
      i === 0 ? `${manager} reports to ${name}` : `who reports to ${name}`,
    );
    return `${person} cannot report to ${manager}: ${links.join(', ')}.`;
  },
  /** Screen texts. */
  structureTitle: 'Structure',
  orgChartTitle: 'Org Chart',
  myTeamTitle: 'My Team',
  loadFailed: 'Failed to load the organisation structure.',
  chartLoadFailed: 'Failed to load the org chart.',
  teamLoadFailed: 'Failed to load your team.',
  saved: 'Saved.',
  saveFailed: 'Failed to save.',
  deleted: 'Deleted.',
  deleteFailed: 'Failed to delete.',
  placementSaved: 'Placement saved.',
  emptyUnits: (kind: OrgUnitKind) => `No ${ORG_UNIT_LABELS[kind]}s yet.`,
  emptyChart: 'Nobody to show yet.',
  emptyTeam: 'Nobody reports to you yet.',
  noSearchMatch: 'Nobody matches this search.',
  confirmDelete: (kind: OrgUnitKind, name: string) => `Delete the ${ORG_UNIT_LABELS[kind]} '${name}'?`,
  statePayrollDefault: 'as in payroll settings',
  notSet: 'Not set',
} as const;
