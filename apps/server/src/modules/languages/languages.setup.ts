import { LanguagesService, type LanguagesDeps } from './languages.service.ts';

/** The languages service for services.ts (issue 47). */
export function createLanguages(deps: LanguagesDeps): LanguagesService {
  return new LanguagesService(deps);
}
