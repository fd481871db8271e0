import {
  isRecordId,
  STAFF_ROLES,
  TAX_PROOFS_MESSAGES as M,
  TAX_YEAR_MESSAGES,
  PROOFS_PER_LINE,
  type DeclarationStatus,
  type ProofLine,
  type ProofUploadFields,
  type TaxProofs,
  type TaxSectionCode,
} from '@hrms/shared';
import type { Database } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/access.ts';
import type { FileLinks } from '../../storage/signed-url.ts';
import { newStorageKey, type FileStorage } from '../../storage/storage.ts';
import type { ReceivedFile } from '../../storage/uploads.ts';
import type { PayrollSettingsService } from '../payroll-settings/index.ts';
import { taxYearOfDate } from '../statutory/index.ts';
import { form12bbRows } from './form12bb.ts';
import { form12bbPdf } from './form12bb-pdf.ts';
import * as repo from './tax-proofs.repository.ts';

export interface TaxProofsDeps {
  db: Database;
  orgTime: OrgTime;
  storage: FileStorage;
  links: FileLinks;
  payrollSettings: Pick<PayrollSettingsService, 'getSettings'>;
}

const label = (year: number) => `${year}-${String((year + 1) % 100).padStart(2, '0')}`;

/**
 * Proofs of a tax year's declarations and Form 12BB (issue 44, docs/tax-year.md "Proofs"): a person attaches
 * files to their own declared lines of the current tax year while HR has not verified the line; HR and Admin
 * see them beside the lines they verify (the verification itself is tax-year's and tax-forms').
 */
export class TaxProofsService {
  constructor(private readonly deps: TaxProofsDeps) {}

  private async person(caller: Caller, personId: string) {
    if (caller.id !== personId && !STAFF_ROLES.includes(caller.role))
      throw forbidden(TAX_YEAR_MESSAGES.notYours);
    const person = isRecordId(personId) ? await repo.findPerson(this.deps.db, personId) : undefined;
    if (!person) throw notFound(M.personNotFound);
    return person;
  }

  async view(caller: Caller, personId: string, year?: number): Promise<TaxProofs> {
    await this.person(caller, personId);
    const y = year ?? taxYearOfDate(this.deps.orgTime.today());
    const [proofs, states] = await Promise.all([
      repo.proofsOf(this.deps.db, personId, y),
      repo.lineStates(this.deps.db, personId, y),
    ]);
    const stateOf = new Map(states.map((s) => [s.line, s]));
    return {
      year: y,
      employeeId: personId,
      proofs: proofs.map((row) => {
        const state = stateOf.get(row.line);
        return {
          id: row.id,
          line: row.line as ProofLine,
          fileName: row.fileName,
          contentType: row.contentType,
          sizeBytes: row.sizeBytes,
          uploadedAt: row.uploadedAt.toISOString(),
          url: this.deps.links.url(row.storageKey, { fileName: row.fileName, contentType: row.contentType }),
          lineStatus: (state?.status ?? 'declared') as DeclarationStatus,
          lineReason: state?.reason ?? null,
        };
      }),
    };
  }

  /** The line must be the caller's, declared this tax year and not yet verified; at most PROOFS_PER_LINE. */
  private async openLine(userId: string, year: number, line: string): Promise<void> {
    const state = (await repo.lineStates(this.deps.db, userId, year)).find((s) => s.line === line);
    if (!state) throw conflict(M.notDeclared);
    if (state.status !== 'declared') throw conflict(M.verified);
  }

  async upload(
    caller: Caller,
    fields: ProofUploadFields,
    files: readonly ReceivedFile[],
  ): Promise<TaxProofs> {
    const current = taxYearOfDate(this.deps.orgTime.today());
    if (fields.year !== current) throw badRequest(TAX_YEAR_MESSAGES.currentYearOnly(label(current)));
    const file = files[0];
    if (!file) throw badRequest(M.fileMissing);
    await this.openLine(caller.id, current, fields.line);
    if ((await repo.countProofs(this.deps.db, caller.id, current, fields.line)) >= PROOFS_PER_LINE)
      throw conflict(M.tooMany);
    const key = newStorageKey('tax-proofs', file.type.extension);
    await this.deps.storage.put(key, file.data, file.type.contentType);
    try {
      await repo.insertProof(this.deps.db, {
        userId: caller.id,
        taxYear: current,
        line: fields.line,
        storageKey: key,
        fileName: file.originalName,
        contentType: file.type.contentType,
        sizeBytes: file.data.length,
        uploadedAt: this.deps.orgTime.now(),
      });
    } catch (error) {
      // Nothing half-written: a file whose row was not saved goes again.
      await this.deps.storage.delete(key);
      throw error;
    }
    return this.view(caller, caller.id, current);
  }

  async remove(caller: Caller, proofId: string): Promise<TaxProofs> {
    const proof = isRecordId(proofId) ? await repo.findProof(this.deps.db, proofId) : undefined;
    // Someone else's proof is "not found" to the caller: its existence is not theirs to learn.
    if (!proof || proof.userId !== caller.id) throw notFound(M.notFound);
    await this.openLine(caller.id, proof.taxYear, proof.line);
    await repo.deleteProof(this.deps.db, proof.id);
    await this.deps.storage.delete(proof.storageKey);
    return this.view(caller, caller.id, proof.taxYear);
  }

  /** The person's declaration of a tax year in Form 12BB's layout, with the proofs named beside each line. */
  async form12bb(caller: Caller, personId: string, year?: number) {
    const person = await this.person(caller, personId);
    const today = this.deps.orgTime.today();
    const y = year ?? taxYearOfDate(today);
    const [declared, proofs, settings] = await Promise.all([
      repo.declarationOf(this.deps.db, personId, y),
      repo.proofsOf(this.deps.db, personId, y),
      this.deps.payrollSettings.getSettings(),
    ]);
    const names = new Map<string, string[]>();
    for (const proof of proofs) names.set(proof.line, [...(names.get(proof.line) ?? []), proof.fileName]);
    const regime = (declared.regime ?? person.taxRegime ?? 'new') === 'old' ? 'old' : 'new';
    const rent = declared.rent;
    const rows = form12bbRows({
      year: y,
      regime,
      rent: rent
        ? {
            monthlyRentPaise: rent.monthlyRentPaise,
            city: rent.city,
            landlordName: rent.landlordName,
            landlordPan: rent.landlordPan,
            status: rent.status as DeclarationStatus,
          }
        : null,
      sections: declared.sections.map((row) => ({
        section: row.section as TaxSectionCode,
        declaredPaise: row.declaredPaise,
        status: row.status as DeclarationStatus,
      })),
      proofs: names,
    });
    const body = await form12bbPdf(rows, {
      year: y,
      label: label(y),
      regime,
      person: { name: person.name, employeeNo: person.employeeNo, pan: person.pan },
      employer: settings.organisation,
      generatedOn: today,
    });
    return { fileName: `Form-12BB-${label(y)}-${person.name}.pdf`, body };
  }
}
