import {
  deductorSchema,
  isRecordId,
  STAFF_ROLES,
  TAX_FORMS_MESSAGES as M,
  type Deductor,
  type Form138,
  type TaxRegister,
} from '@hrms/shared';
import type { Database } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { ExportTable } from '../../lib/export/table.ts';
import type { Caller } from '../../plugins/access.ts';
import type { AuditService } from '../audit/index.ts';
import type { FileStorage } from '../../storage/storage.ts';
import type { PayrollSettingsService } from '../payroll-settings/index.ts';
import { labourWelfareFundStates, taxYearOfDate } from '../statutory/index.ts';
import { certificateFigures } from './certificate-figures.ts';
import { bundleForm130 } from './form130-bundle.ts';
import { Form130PartA } from './form130-part-a.ts';
import { form130Pdf, type Form130Header } from './form130-pdf.ts';
import { form138Table, form138View, formOf, quarterMonths } from './form138.ts';
import { lwfReturnTable } from './lwf-return.ts';
import { registerEnd, registerTable, registerView, type RegisterEntry } from './tax-register.ts';
import * as repo from './tax-forms.repository.ts';

export interface TaxFormsDeps {
  db: Database;
  orgTime: OrgTime;
  audit: AuditService;
  payrollSettings: Pick<PayrollSettingsService, 'getSettings'>;
  /** Private storage: Form 130 Part A files (form130-part-a.ts). */
  storage: FileStorage;
}

/** What every certificate of one tax year shares (certificateContext). */
export interface CertificateContext {
  year: number;
  label: string;
  form: 'Form 130' | 'Form 16';
  today: string;
  employer: Form130Header['employer'];
}

const label = (year: number) => `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
const EMPTY: Deductor = { tan: null, pan: null, responsiblePerson: null };

/** Form 130 / Form 16 Part B, Form 138 / 24Q quarterly data, the LWF return, the employer's TAN (issue 44). */
export class TaxFormsService {
  /** Part A from TRACES, uploaded by HR and bundled before Part B (docs/tax-year.md "Form 130 Part A"). */
  readonly partA: Form130PartA;

  constructor(private readonly deps: TaxFormsDeps) {
    this.partA = new Form130PartA(deps);
  }

  async deductor(): Promise<Deductor> {
    const parsed = deductorSchema.safeParse(await repo.readDeductor(this.deps.db));
    return parsed.success ? parsed.data : EMPTY;
  }

  async setDeductor(caller: Caller, body: Deductor): Promise<Deductor> {
    await this.deps.db.transaction(async (tx) => {
      const before = deductorSchema.safeParse(await repo.readDeductor(tx));
      await repo.writeDeductor(tx, body, caller.id, new Date());
      await this.deps.audit.record(tx, {
        actor: caller,
        action: 'tax.deductor_set',
        entityType: 'settings',
        entityId: 'tax-deductor',
        before: before.success ? before.data : EMPTY,
        after: body,
      });
    });
    return this.deductor();
  }

  /** The certificate's figures and PDF for a person and tax year (default: the last finished tax year). */
  async form130(
    caller: Caller,
    personId: string,
    year?: number,
  ): Promise<{ fileName: string; body: Uint8Array }> {
    if (caller.id !== personId && !STAFF_ROLES.includes(caller.role)) throw forbidden(M.notYours);
    const person = isRecordId(personId) ? await repo.findPerson(this.deps.db, personId) : undefined;
    if (!person) throw notFound(M.personNotFound);
    const certificate = await this.certificateOf(person, await this.certificateContext(year));
    if (!certificate) throw conflict(M.noSlips);
    return certificate;
  }

  /** What every certificate of a tax year shares: the employer as printed, the form's name, today. */
  async certificateContext(year?: number): Promise<CertificateContext> {
    const today = this.deps.orgTime.today();
    const y = year ?? taxYearOfDate(today);
    const [settings, deductor] = await Promise.all([
      this.deps.payrollSettings.getSettings(),
      this.deductor(),
    ]);
    return {
      year: y,
      label: label(y),
      form: formOf(y) === 'Form 138' ? 'Form 130' : 'Form 16',
      today,
      employer: {
        ...settings.organisation,
        tan: deductor.tan,
        pan: deductor.pan,
        responsible: deductor.responsiblePerson,
      },
    };
  }

  /**
   * One person's certificate (their finalised slips of the year when the caller read them); null: none. With a
   * Part A uploaded for the year, Part A's pages then Part B's in one PDF; without, Part B alone.
   */
  async certificateOf(
    person: repo.PersonRow,
    context: CertificateContext,
    slipsOfYear?: readonly repo.FinalisedSlip[],
  ): Promise<{ fileName: string; body: Uint8Array } | null> {
    const { year, form, today } = context;
    const counted = await certificateFigures(this.deps.db, person, year, today, slipsOfYear);
    if (!counted) return null;
    const body = await form130Pdf(
      counted.figures,
      {
        employer: context.employer,
        person: { name: person.name, employeeNo: person.employeeNo, pan: person.pan },
        label: context.label,
        form,
        generatedOn: today,
      },
      counted.previousEmployer,
    );
    const slug = form.replace(' ', '-');
    const partA = await this.partA.pdfOf(person.id, year);
    if (!partA) return { fileName: `${slug}-Part-B-${context.label}-${person.name}.pdf`, body };
    return {
      fileName: `${slug}-Part-A-B-${context.label}-${person.name}.pdf`,
      body: await bundleForm130(partA, body, `${form} Parts A and B ${context.label} - ${person.name}`),
    };
  }

  private async quarterData(year: number, quarter: number) {
    const months = quarterMonths(year, quarter);
    const slips = await repo.finalisedSlips(this.deps.db, months[0]!, months[2]!);
    const people = new Map(
      (await repo.findPeople(this.deps.db, [...new Set(slips.map((s) => s.userId))])).map((p) => [p.id, p]),
    );
    return { slips, people };
  }

  async form138(year: number, quarter: number): Promise<Form138> {
    const { slips, people } = await this.quarterData(year, quarter);
    return form138View(year, quarter, slips, people);
  }

  /** The export carries whole PANs (for filing): audited, as the bank and ECR files are. */
  async form138Export(
    caller: Caller,
    year: number,
    quarter: number,
  ): Promise<{ table: ExportTable; name: string }> {
    const { slips, people } = await this.quarterData(year, quarter);
    const table = form138Table(year, slips, people);
    await this.deps.db.transaction(async (tx) => {
      await this.deps.audit.record(tx, {
        actor: caller,
        action: 'tax.form138_export',
        entityType: 'settings',
        entityId: `form-138-${year}-q${quarter}`,
        before: null,
        after: { taxYear: label(year), quarter, rows: table.rows.length },
      });
    });
    return { table, name: `${formOf(year).replace(' ', '-')}-${label(year)}-Q${quarter}` };
  }

  async lwfReturn(year: number, half: 1 | 2, state: string): Promise<{ table: ExportTable; name: string }> {
    const stateName = labourWelfareFundStates().find((s) => s.code === state)?.name;
    if (!stateName) throw badRequest(M.state);
    const from = { year, month: half === 1 ? 1 : 7 };
    const to = { year, month: half === 1 ? 6 : 12 };
    const slips = await repo.finalisedSlips(this.deps.db, from, to);
    const people = new Map(
      (await repo.findPeople(this.deps.db, [...new Set(slips.map((s) => s.userId))])).map((p) => [p.id, p]),
    );
    return {
      table: lwfReturnTable(stateName, slips, people),
      name: `lwf-return-${state}-${year}-H${half}`,
    };
  }

  /** The tax register of a month (the people paid in it) or of the whole year, as the certificate counts it. */
  async register(year: number, month?: number): Promise<TaxRegister> {
    const db = this.deps.db;
    const today = this.deps.orgTime.today();
    const end = registerEnd(year, month);
    const slips = await repo.finalisedSlips(db, { year, month: 4 }, end);
    const byPerson = new Map<string, repo.FinalisedSlip[]>();
    for (const slip of slips) byPerson.set(slip.userId, [...(byPerson.get(slip.userId) ?? []), slip]);
    const paid = [...byPerson.entries()]
      .filter(([, own]) => month === undefined || own.some((s) => s.periodMonth === month))
      .map(([id]) => id);
    const entries: RegisterEntry[] = [];
    for (const person of await repo.findPeople(db, paid)) {
      const own = byPerson.get(person.id) ?? [];
      const counted = await certificateFigures(db, person, year, today, own);
      if (counted) entries.push({ person, slips: own, figures: counted.figures });
    }
    return registerView(year, label(year), month, entries);
  }

  async registerExport(year: number, month?: number): Promise<{ table: ExportTable; name: string }> {
    const view = await this.register(year, month);
    const period =
      month === undefined
        ? label(year)
        : `${registerEnd(year, month).year}-${String(month).padStart(2, '0')}`;
    return { table: registerTable(view), name: `tax-register-${period}` };
  }
}
