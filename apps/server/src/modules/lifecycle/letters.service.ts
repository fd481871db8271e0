import {
  formatEmployeeId,
  isRecordId,
  LIFECYCLE_MESSAGES as M,
  LETTER_KIND_LABELS,
  probationEndsOn,
  type LifecycleLetterKind,
  type LifecycleSettings,
  type PersonLetter,
} from '@hrms/shared';
import type { Database, Queryable } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/access.ts';
import type { AuditService } from '../audit/index.ts';
import type { PersonLettersService } from '../documents/index.ts';
import { letterPdf, type Letterhead } from '../exit/index.ts';
import { fillTemplate, type LetterValues } from './letter-fill.ts';
import type { LifecycleSettingsService } from './lifecycle-settings.service.ts';
import { personFacts, probationOf, type PersonFacts } from './lifecycle.repository.ts';
import { monthsFor } from './probation-view.ts';

export interface LettersDeps {
  db: Database;
  orgTime: OrgTime;
  audit: AuditService;
  settings: LifecycleSettingsService;
  personLetters: PersonLettersService;
  letterhead: () => Promise<Letterhead>;
  /** The person's designation and department today, read in the caller's transaction (org-structure). */
  placementIn: (
    db: Queryable,
    id: string,
  ) => Promise<{ designation: { name: string } | null; department: { name: string } | null }>;
}

export interface PdfFile {
  fileName: string;
  bytes: Uint8Array;
}

/**
 * What a letter needs besides the person, read before a decision's transaction opens: the embedded database has
 * one connection, so nothing inside a transaction may read through another.
 */
export interface LetterContext {
  org: Letterhead;
  settings: LifecycleSettings;
  template: { title: string; body: string };
}

/** Letters from the Admin's templates: filled for a person, previewed, issued into the person's documents. */
export class LettersService {
  constructor(private readonly deps: LettersDeps) {}

  async prepare(
    kind: LifecycleLetterKind,
    template?: { title: string; body: string },
  ): Promise<LetterContext> {
    const [org, settings, saved] = await Promise.all([
      this.deps.letterhead(),
      this.deps.settings.get(),
      template ? Promise.resolve(template) : this.deps.settings.template(kind),
    ]);
    return { org, settings, template: saved };
  }

  /** The person's letter text; `known` overrides what the database says (the exit's decided last day). */
  async compose(
    kind: LifecycleLetterKind,
    personId: string,
    known: Partial<LetterValues> = {},
  ): Promise<{ title: string; paragraphs: string[] }> {
    const context = await this.prepare(kind);
    return this.composeIn(this.deps.db, context, await this.person(personId), known);
  }

  /** POST .../preview: the unsaved text filled for a chosen person; nothing is stored. */
  async preview(
    kind: LifecycleLetterKind,
    body: { personId: string; title: string; body: string },
  ): Promise<PdfFile> {
    const person = await this.person(body.personId);
    const context = await this.prepare(kind, { title: body.title, body: body.body });
    const letter = await this.composeIn(this.deps.db, context, person);
    return { fileName: `${kind}-letter-preview.pdf`, bytes: await this.render(letter, person, context.org) };
  }

  /** POST /lifecycle/people/:id/letters/:kind: HR or an Admin issues a letter, kept in the person's documents. */
  async issue(caller: Caller, personId: string, kind: LifecycleLetterKind): Promise<PersonLetter> {
    const person = await this.person(personId);
    if (person.id === caller.id) throw forbidden(M.selfLetter);
    if ((kind === 'relieving' || kind === 'experience') && !person.leftOn) throw conflict(M.noExit);
    const context = await this.prepare(kind);
    const discards: (() => Promise<void>)[] = [];
    try {
      return await this.deps.db.transaction(async (tx) => {
        const stored = await this.issueIn(tx, caller, person.id, kind, context);
        discards.push(stored.discard);
        return stored.letter;
      });
    } catch (error) {
      await Promise.all(discards.map((discard) => discard()));
      throw error;
    }
  }

  /** Renders and stores the letter inside `tx` with its audit entry; `discard` removes the file on rollback. */
  async issueIn(
    tx: Queryable,
    caller: Caller,
    personId: string,
    kind: LifecycleLetterKind,
    context: LetterContext,
  ): Promise<{ letter: PersonLetter; discard: () => Promise<void> }> {
    const person = await this.person(personId, tx);
    const letter = await this.composeIn(tx, context, person);
    const bytes = await this.render(letter, person, context.org);
    const { row, discard } = await this.deps.personLetters.store(tx, {
      userId: personId,
      kind,
      title: letter.title,
      fileName: `${kind}-letter-${formatEmployeeId(person.employeeNo)}.pdf`,
      bytes,
      issuedBy: caller.id,
    });
    await this.deps.audit.record(tx, {
      actor: caller,
      action: 'letter.issue',
      entityType: 'letter',
      entityId: row.id,
      after: { employeeId: personId, employeeName: person.name, kind: LETTER_KIND_LABELS[kind] },
    });
    return { letter: this.deps.personLetters.present(row), discard };
  }

  /** GET /lifecycle/people/:id/letters (the route lets only the person, HR and Admin through). */
  async list(personId: string): Promise<PersonLetter[]> {
    const person = await this.person(personId);
    return this.deps.personLetters.list(person.id);
  }

  private render(letter: { title: string; paragraphs: string[] }, person: PersonFacts, org: Letterhead) {
    return letterPdf(org, letter, person.name, this.deps.orgTime.today());
  }

  private async person(id: string, db: Queryable = this.deps.db): Promise<PersonFacts> {
    const person = isRecordId(id) ? await personFacts(db, id) : null;
    if (!person) throw notFound(M.personNotFound);
    return person;
  }

  private async composeIn(
    db: Queryable,
    { org, settings, template }: LetterContext,
    person: PersonFacts,
    known: Partial<LetterValues> = {},
  ): Promise<{ title: string; paragraphs: string[] }> {
    const [placement, probation] = await Promise.all([
      this.deps.placementIn(db, person.id),
      probationOf(db, person.id),
    ]);
    const values: LetterValues = {
      name: person.name,
      employeeCode: formatEmployeeId(person.employeeNo),
      designation: placement.designation?.name ?? null,
      department: placement.department?.name ?? null,
      organisation: org.name,
      joinedOn: person.joinedOn,
      probationEndsOn: probation
        ? probationEndsOn(person.joinedOn, monthsFor(probation, settings), probation.extendedTo)
        : null,
      confirmedOn: probation?.confirmedOn ?? null,
      lastWorkingDay: person.leftOn,
      issuedOn: this.deps.orgTime.today(),
    };
    return fillTemplate(template, { ...values, ...known });
  }
}
