import { DOCUMENT_LABELS, PEOPLE_MESSAGES } from '@hrms/shared';

/**
 * The English of the person's own profile page (issue 47): /details/:id with its tabs, User Profile, the
 * documents (Upload Additional Information), the payroll profile as the person reads it (numbers masked) and the
 * letters issued to them, in ICU MessageFormat. Split from en.ts (the 300-line house limit) and assembled with it
 * in keys.ts and app.ts; hi-profile.ts and mr-profile.ts hold the same keys. The words shown before stay word for
 * word (the journeys e2e/person-page.spec.ts and e2e/identity-documents.spec.ts read them).
 */
export const EN_PROFILE = {
  // The page and its tabs.
  'profile.pageTitle': 'User Profile · HRMS',
  'profile.back': 'Back',
  'profile.title': 'User Profile',
  'profile.loading': 'Loading profile',
  'profile.fetchFailed': PEOPLE_MESSAGES.detailsFetchFailed,
  'profile.tabs': 'Person page',
  'profile.tab.details': 'Details',
  'profile.tab.documents': 'Documents',
  'profile.tab.organisation': 'Organisation',
  'profile.tab.payrollProfile': 'Payroll profile',
  'profile.tab.salaryRevisions': 'Salary revisions',
  'profile.tab.leaveBalances': 'Leave balances',
  'profile.tab.attendance': 'Attendance',
  // The sections' loading states (app/pages/PersonDetailsPage.tsx).
  'profile.loadingPlacement': 'Loading the placement',
  'profile.loadingPayroll': 'Loading payroll',
  'profile.loadingRevisions': 'Loading salary revisions',
  'profile.loadingBalances': 'Loading leave balances',
  'profile.loadingAttendance': 'Loading attendance',
  'profile.loadingSecurity': 'Loading security',
  'profile.loadingDevicePin': 'Loading the device user id',
  'profile.loadingExit': 'Loading the exit',
  'profile.loadingData': 'Loading your data',
  'profile.loadingRetention': 'Loading the retention period',
  // User Profile: who the person is.
  'profile.name': 'Name',
  'profile.email': 'Email',
  'profile.role': 'Role',
  'profile.employeeId': 'Employee ID',
  'profile.roleName.Admin': 'Admin',
  'profile.roleName.HR': 'HR',
  'profile.roleName.Employee': 'Employee',
  // Upload Additional Information: the personal e-mail and the documents.
  'profile.documentsTitle': 'Upload Additional Information',
  'profile.documentsOwn':
    'PDF, JPEG or PNG. Each document locks once uploaded; an Admin can grant a re-upload. The personal email locks once set.',
  'profile.documentsOthers': 'Only the employee can upload their own documents.',
  'profile.personalEmail': 'Personal Email',
  'profile.invalidEmail': PEOPLE_MESSAGES.invalidEmail,
  'profile.emailLocked': 'Locked once set.',
  'profile.document.tenthMarksheet': DOCUMENT_LABELS.tenthMarksheet,
  'profile.document.twelfthMarksheet': DOCUMENT_LABELS.twelfthMarksheet,
  'profile.document.resume': DOCUMENT_LABELS.resume,
  'profile.document.panCardFront': DOCUMENT_LABELS.panCardFront,
  'profile.document.aadharCardFront': DOCUMENT_LABELS.aadharCardFront,
  'profile.document.aadharCardBack': DOCUMENT_LABELS.aadharCardBack,
  'profile.document.cancelledCheque': DOCUMENT_LABELS.cancelledCheque,
  'profile.uploaded': 'Uploaded: {name}',
  'profile.current': 'Current:',
  'profile.documentLocked': 'Uploaded and locked.',
  'profile.reuploadGranted': 'Re-upload granted: you may upload a new file once.',
  'profile.save': 'Save Additional Information',
  'profile.nothingToSave': PEOPLE_MESSAGES.nothingToSave,
  'profile.saved': PEOPLE_MESSAGES.detailsUpdated,
  'profile.saveFailed': PEOPLE_MESSAGES.detailsUpdateFailed,
  // The payroll profile, as the person reads it (identity numbers come masked from the server).
  'payrollProfile.title': 'Payroll Profile',
  'payrollProfile.descriptionAdmin':
    'Identifiers, bank and tax choices the payslip and the statutory deductions use. Numbers show masked: Reveal shows one (recorded in the audit log); type a whole new number to change it.',
  'payrollProfile.descriptionStaff':
    'Identifiers, bank and tax choices the payslip and the statutory deductions use. Numbers show masked; type a whole new number to change one.',
  'payrollProfile.descriptionOwn':
    'What the payslip and deductions use. PAN, UAN, Aadhaar and bank account are partly hidden.',
  'payrollProfile.loading': 'Loading payroll profile',
  'payrollProfile.loadFailed': 'Could not load the payroll profile.',
  'payrollProfile.pan': 'PAN',
  'payrollProfile.uan': 'UAN',
  'payrollProfile.aadhaar': 'Aadhaar',
  'payrollProfile.esiNumber': 'ESI number',
  'payrollProfile.workState': 'Work state',
  'payrollProfile.gender': 'Gender',
  'payrollProfile.bankAccount': 'Bank account',
  'payrollProfile.ifsc': 'IFSC',
  'payrollProfile.taxRegime': 'Tax regime',
  'payrollProfile.pfOnFullWages': 'PF on full wages',
  'payrollProfile.notSet': 'Not set',
  'payrollProfile.yes': 'Yes',
  'payrollProfile.no': 'No',
  'payrollProfile.gender.male': 'Male',
  'payrollProfile.gender.female': 'Female',
  'payrollProfile.gender.other': 'Other',
  'payrollProfile.regime.new': 'New regime (default)',
  'payrollProfile.regime.old': 'Old regime',
  'payrollProfile.adminOnly': 'Only the Admin can change these details.',
  'payrollProfile.missing': 'Missing for the deductions that are on: ',
  'payrollProfile.missingWorkState': 'work state',
  'payrollProfile.missingGender': 'gender',
  'payrollProfile.revisionsTitle': 'Salary Revisions',
  'payrollProfile.revisionsDescription':
    'Monthly gross from each date on; a month spanning a revision is prorated by days.',
  'payrollProfile.revisionsAdminOnly': 'Salary figures are shown to the Admin and to the person only.',
  // Letters issued to the person.
  'letters.title': 'Letters',
  'letters.description': 'Letters issued to this person, newest first.',
  'letters.none': 'No letters issued yet.',
  'letters.issued': 'Issued {date}',
} as const;
