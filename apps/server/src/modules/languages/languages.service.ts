import {
  languageCodeSchema,
  type OrganisationLanguage,
  type PersonLanguage,
  type SetPersonLanguage,
} from '@hrms/shared';
import type { Database, Queryable } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import type { Caller } from '../../plugins/access.ts';
import type { AuditService } from '../audit/index.ts';
import { organisationLanguage } from './document-languages.ts';
import * as repo from './languages.repository.ts';

export interface LanguagesDeps {
  db: Database;
  orgTime: OrgTime;
  audit: AuditService;
}

/**
 * The language of the screens (issue 47, docs/languages.md): each person's own choice, else the organisation's
 * default; and the organisation's digits. A fresh install answers English and Latin digits, the spec's screens.
 */
export class LanguagesService {
  constructor(private readonly deps: LanguagesDeps) {}

  async organisation(db: Queryable = this.deps.db): Promise<OrganisationLanguage> {
    // A value saved by an older version (or by hand) that no longer parses falls back to the default.
    return organisationLanguage(db);
  }

  async mine(userId: string): Promise<PersonLanguage> {
    const [stored, organisation] = await Promise.all([
      repo.personLanguage(this.deps.db, userId),
      this.organisation(),
    ]);
    // A language since removed from the product reads as "follow the organisation".
    const parsed = languageCodeSchema.safeParse(stored);
    return { language: parsed.success ? parsed.data : null, organisation };
  }

  /** The person's own choice only: the route's own parameter is the caller (nobody sets another's). */
  async setMine(caller: Caller, body: SetPersonLanguage): Promise<PersonLanguage> {
    await repo.writePersonLanguage(this.deps.db, caller.id, body.language, this.deps.orgTime.now());
    return this.mine(caller.id);
  }

  async setOrganisation(admin: Caller, body: OrganisationLanguage): Promise<OrganisationLanguage> {
    return this.deps.db.transaction(async (tx) => {
      const before = await this.organisation(tx);
      await repo.writeSetting(tx, repo.LANGUAGE_SETTING_KEY, body, admin.id, this.deps.orgTime.now());
      await this.deps.audit.record(tx, {
        actor: admin,
        action: 'settings.language',
        entityType: 'settings',
        entityId: repo.LANGUAGE_SETTING_KEY,
        before,
        after: body,
      });
      return { ...body };
    });
  }
}
