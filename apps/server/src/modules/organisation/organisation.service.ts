import crypto from 'node:crypto';
import {
  LOGO_MAX_BYTES,
  ORGANISATION_MESSAGES as M,
  type OrganisationProfile,
  type OrganisationProfileBody,
  type SetupStatus,
} from '@hrms/shared';
import type { Database, Queryable } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/access.ts';
import { newStorageKey, type FileStorage } from '../../storage/storage.ts';
import type { ReceivedFile } from '../../storage/uploads.ts';
import type { AuditService } from '../audit/index.ts';
import * as repo from './organisation.repository.ts';
import {
  auditedProfile,
  linesOf,
  presentOrganisation,
  profileInForce,
  type StoredOrganisation,
} from './organisation.profile.ts';
import { setupSteps } from './setup-steps.ts';

export interface OrganisationDeps {
  db: Database;
  orgTime: OrgTime;
  storage: FileStorage;
  audit: AuditService;
  /** ORG_NAME: the name until an Admin sets one. */
  orgName: string;
  /** Where mail goes (SMTP_URL set, or the outbox folder's path): the Admin's home says so. */
  mail: SetupStatus['mail'];
}

/**
 * The organisation profile (issue 40, docs/organisation.md): the one name the header, the e-mails, the payslip
 * and the exports use, its address, state and logo; and the first-run setup guide read from the data.
 */
export class OrganisationService {
  constructor(private readonly deps: OrganisationDeps) {}

  private async inForce(db: Queryable = this.deps.db) {
    const [stored, legacy] = await Promise.all([
      repo.readOrganisationValue(db),
      repo.readLegacyOrganisation(db),
    ]);
    return profileInForce(stored, legacy, this.deps.orgName);
  }

  async getProfile(): Promise<OrganisationProfile> {
    const { profile, saved } = await this.inForce();
    return presentOrganisation(profile, saved);
  }

  /** The name every screen, message and document shows (read each time: several instances share it). */
  async name(db: Queryable = this.deps.db): Promise<string> {
    return (await this.inForce(db)).profile.name;
  }

  /** The payslip header: the name and the address as one text, a line each (the payroll settings' shape). */
  async nameAndAddress(db: Queryable = this.deps.db): Promise<{ name: string; address: string }> {
    const { profile } = await this.inForce(db);
    return { name: profile.name, address: profile.addressLines.join('\n') };
  }

  async putProfile(admin: Caller, body: OrganisationProfileBody): Promise<OrganisationProfile> {
    await this.change(admin, (current) => ({ ...current, ...body }));
    return this.getProfile();
  }

  /**
   * The payroll settings' form still carries the name and address (its API is kept): saving it changes the
   * profile, in the settings' own transaction (its audit entry names the change).
   */
  async adoptFromPayrollSettings(
    tx: Queryable,
    admin: Caller,
    organisation: { name: string; address: string },
  ) {
    const { profile } = await this.inForce(tx);
    const next: StoredOrganisation = {
      ...profile,
      name: organisation.name,
      addressLines: linesOf(organisation.address),
    };
    await repo.writeOrganisationValue(tx, next, admin.id, this.deps.orgTime.now());
  }

  async uploadLogo(admin: Caller, file: ReceivedFile | undefined): Promise<OrganisationProfile> {
    if (!file) throw badRequest(M.logoMissing);
    if (file.type.contentType !== 'image/png' && file.type.contentType !== 'image/jpeg')
      throw badRequest(M.logoType);
    if (file.data.length > LOGO_MAX_BYTES) throw new AppError(413, M.logoTooLarge(LOGO_MAX_BYTES / 1024));
    const key = newStorageKey('organisation', file.type.extension);
    await this.deps.storage.put(key, file.data, file.type.contentType);
    const version = crypto.randomBytes(6).toString('hex');
    try {
      const before = await this.change(admin, (current) => ({
        ...current,
        logo: { key, contentType: file.type.contentType, version },
      }));
      if (before.logo) await this.deps.storage.delete(before.logo.key);
    } catch (error) {
      await this.deps.storage.delete(key);
      throw error;
    }
    return this.getProfile();
  }

  async deleteLogo(admin: Caller): Promise<OrganisationProfile> {
    const before = await this.change(admin, (current) => ({ ...current, logo: null }));
    if (before.logo) await this.deps.storage.delete(before.logo.key);
    return this.getProfile();
  }

  /** The logo's bytes and type (public: the header shows it); 404 when there is none. */
  async logo(): Promise<{ data: Buffer; contentType: string }> {
    const { profile } = await this.inForce();
    if (!profile.logo) throw notFound(M.noLogo);
    return { data: await this.deps.storage.read(profile.logo.key), contentType: profile.logo.contentType };
  }

  async setupStatus(): Promise<SetupStatus> {
    const [facts, { profile, saved }] = await Promise.all([
      repo.readSetupFacts(this.deps.db),
      this.inForce(),
    ]);
    const organisation = saved && profile.addressLines.length > 0;
    return { steps: setupSteps({ ...facts, organisation }), mail: this.deps.mail };
  }

  /** One change of the stored profile with its audit entry, in one transaction; answers the profile before. */
  private async change(
    admin: Caller,
    update: (current: StoredOrganisation) => StoredOrganisation,
  ): Promise<StoredOrganisation> {
    return this.deps.db.transaction(async (tx) => {
      const { profile: before } = await this.inForce(tx);
      const after = update(before);
      await repo.writeOrganisationValue(tx, after, admin.id, this.deps.orgTime.now());
      await this.deps.audit.record(tx, {
        actor: admin,
        action: 'settings.organisation',
        entityType: 'settings',
        entityId: repo.ORGANISATION_SETTINGS_KEY,
        before: auditedProfile(before),
        after: auditedProfile(after),
      });
      return before;
    });
  }
}
