import { defineEndpoints } from '../http/endpoints.ts';

/**
 * Probation, onboarding checklists and letters (issue 43, docs/lifecycle.md). Schemas and access in contract.ts.
 */
export const LIFECYCLE_ENDPOINTS = defineEndpoints({
  settings: { method: 'GET', path: '/lifecycle/settings' },
  saveSettings: { method: 'PUT', path: '/lifecycle/settings' },
  probations: { method: 'GET', path: '/lifecycle/probations' },
  setProbation: { method: 'PUT', path: '/lifecycle/probations/:id' },
  confirmProbation: { method: 'POST', path: '/lifecycle/probations/:id/confirm' },
  extendProbation: { method: 'POST', path: '/lifecycle/probations/:id/extend' },
  letterTemplates: { method: 'GET', path: '/lifecycle/letter-templates' },
  saveLetterTemplate: { method: 'PUT', path: '/lifecycle/letter-templates/:kind' },
  resetLetterTemplate: { method: 'DELETE', path: '/lifecycle/letter-templates/:kind' },
  previewLetter: { method: 'POST', path: '/lifecycle/letter-templates/:kind/preview' },
  personLetters: { method: 'GET', path: '/lifecycle/people/:id/letters' },
  issueLetter: { method: 'POST', path: '/lifecycle/people/:id/letters/:kind', status: 201 },
  onboarding: { method: 'GET', path: '/lifecycle/people/:id/onboarding' },
});
