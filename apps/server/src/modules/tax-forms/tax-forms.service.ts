import {
  deductorSchema,
  isRecordId,
  STAFF_ROLES,
  TAX_FORMS_MESSAGES as M,
  type Deductor,
  type DeclarationStatus,
  type Form138,
  type TaxRegime,
  type TaxSectionCode,
} from '@hrms/shared';
import type { Database } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { ExportTable } from '../../lib/export/table.ts';
import type { Caller } from '../../plugins/access.ts';
import type { AuditService } from '../audit/index.ts';
import type { PayBreakdown } from '../payroll/index.ts';
import type { PayrollSettingsService } from '../payroll-settings/index.ts';
import {
  countLine,
  declarationSections,
  labourWelfareFundStates,
  taxYearOfDate,
} from '../statutory/index.ts';
import { countedRent } from './extras-view.ts';
import { form130 } from './form130.ts';
import { form130Pdf } from './form130-pdf.ts';
import { form138Table, form138View, formOf, quarterMonths } from './form138.ts';
import { lwfReturnTable } from './lwf-return.ts';
import * as repo from './tax-forms.repository.ts';

export interface TaxFormsDeps {
  db: Database;
  orgTime: OrgTime;
  audit: AuditService;
  payrollSettings: Pick<PayrollSettingsService, 'getSettings'>;
}

const label = (year: number) => `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
const EMPTY: Deductor = { tan: null, pan: null, responsiblePerson: null };

/** Form 130 / Form 16 Part B, Form 138 / 24Q quarterly data, the LWF return, the employer's TAN (issue 44). */
export class TaxFormsService {
  constructor(private readonly deps: TaxFormsDeps) {}

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
    const today = this.deps.orgTime.today();
    const y = year ?? taxYearOfDate(today);
    const db = this.deps.db;
    const [slips, choice, declarations, rent, previous, proofsFrom, settings, deductor] = await Promise.all([
      repo.finalisedSlips(db, { year: y, month: 4 }, { year: y + 1, month: 3 }, [personId]),
      repo.findRegimeChoice(db, personId, y),
      repo.listDeclarations(db, personId, y),
      repo.findRent(db, personId, y),
      repo.findPrevious(db, personId, y),
      repo.findProofsFrom(db, y),
      this.deps.payrollSettings.getSettings(),
      this.deductor(),
    ]);
    const withPay = slips.filter((slip) => slip.payBreakdown !== null);
    if (withPay.length === 0) throw conflict(M.noSlips);
    const proofsOnly = proofsFrom !== null && today >= proofsFrom;
    const sections = declarationSections(y);
    const regime = (choice ?? person.taxRegime ?? 'new') as TaxRegime;
    const accepted = previous?.status === 'accepted' ? previous : null;
    const figures = form130({
      year: y,
      regime,
      slips: withPay.map((slip) => ({ ...slip, pay: slip.payBreakdown as PayBreakdown })),
      previous: accepted,
      rent: rent ? { monthlyRentPaise: countedRent(rent, proofsOnly).paise, city: rent.city } : null,
      deductions: declarations.map((row) => {
        const entry = sections.find((s) => s.section === row.section);
        const counted = countLine(
          {
            section: row.section as TaxSectionCode,
            declaredPaise: row.declaredPaise,
            status: row.status as DeclarationStatus,
            verifiedPaise: row.verifiedPaise,
          },
          y,
          proofsOnly,
        );
        return {
          label: entry?.label ?? row.section,
          act2025: entry?.act2025 ?? '',
          act1961: entry?.act1961 ?? '',
          countedPaise: counted.countedPaise,
        };
      }),
    });
    const form = formOf(y) === 'Form 138' ? 'Form 130' : 'Form 16';
    const body = await form130Pdf(
      figures,
      {
        employer: {
          ...settings.organisation,
          tan: deductor.tan,
          pan: deductor.pan,
          responsible: deductor.responsiblePerson,
        },
        person: { name: person.name, employeeNo: person.employeeNo, pan: person.pan },
        label: label(y),
        form,
        generatedOn: today,
      },
      accepted?.employerName ?? null,
    );
    return { fileName: `${form.replace(' ', '-')}-Part-B-${label(y)}-${person.name}.pdf`, body };
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
}
