import { defineContract } from '../http/contract.ts';
import { LANGUAGE_ENDPOINTS } from './endpoints.ts';
import { organisationLanguageSchema, personLanguageSchema, setPersonLanguageSchema } from './schemas.ts';

export const LANGUAGE_CONTRACT = defineContract(LANGUAGE_ENDPOINTS, {
  mine: {
    summary:
      "A person's language (null: the organisation's default) and the organisation's default and digits",
    response: personLanguageSchema,
    errors: [401, 403, 404],
  },
  setMine: {
    summary: 'Choose the language of the screens (the person only); null follows the organisation',
    body: setPersonLanguageSchema,
    response: personLanguageSchema,
    errors: [400, 401, 403, 404],
  },
  organisation: {
    summary: "The organisation's default language and digits (Admin)",
    response: organisationLanguageSchema,
    errors: [401, 403],
  },
  setOrganisation: {
    summary: "Set the organisation's default language and whether digits are Devanagari (Admin)",
    body: organisationLanguageSchema,
    response: organisationLanguageSchema,
    errors: [400, 401, 403],
  },
});
