import { createHash, randomBytes } from 'node:crypto';
import {
  formatEmployeeId,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES as M,
  rupeesToPaise,
  type ImportProblem,
  type ImportResult,
} from '@hrms/shared';
import type { Database } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/password.ts';
import type { Caller } from '../../plugins/access.ts';
import type { AuditService } from '../audit/index.ts';
import type { PayrollSettingsService } from '../payroll-settings/index.ts';
import { createImportedAccounts, type OnboardingPort } from '../people/index.ts';
import type { DevicePinsPort } from './imports.ports.ts';
import { findPeopleForImport, type ExistingPerson } from './imports.repository.ts';
import { checkRow, readHeader, type PeopleImportRow } from './people-rows.ts';
import { readSheetFile } from './sheet-file.ts';

export interface PeopleImportDeps {
  db: Database;
  orgTime: OrgTime;
  audit: AuditService;
  payrollSettings: Pick<PayrollSettingsService, 'importProfiles'>;
  /** The welcome mail (how to sign in, "Forgot password?" for a first password) to each new person. */
  welcome?: (userIds: string[]) => void;
  /** The onboarding checklist's tasks for each new person, in the import's transaction (docs/lifecycle.md). */
  onboarding?: OnboardingPort;
  /** The PIN on the person (issue 46): the devicePin column. */
  devicePins?: DevicePinsPort;
  /** Tests only: runs inside the commit's transaction after the accounts are written (a fault injected there). */
  afterAccounts?: (created: number) => Promise<void> | void;
}

type Action = 'create' | 'unchanged' | 'error';

/**
 * The people import (issue 43): every row is checked on its own, against the others in the file and
 * against the database; a file with any problem writes nothing. A clean file is committed in ONE
 * transaction with one audit entry holding the file's SHA-256. A row matches a stored person by employee
 * code, then e-mail: the same values are "unchanged" (so the same file twice changes nothing); other
 * values are a problem (changing a stored person stays on their page, audited field by field).
 */
export class PeopleImportService {
  constructor(private readonly deps: PeopleImportDeps) {}

  async run(caller: Caller, body: unknown, dryRun: boolean): Promise<ImportResult> {
    if (!Buffer.isBuffer(body) || body.length === 0) throw new AppError(415, M.fileType);
    if (body.length > IMPORT_MAX_BYTES) throw new AppError(413, M.tooLarge);
    const fileHash = createHash('sha256').update(body).digest('hex');
    const { records } = await readSheetFile(body);
    const header = readHeader(records[0] ?? []);
    if ('error' in header) throw badRequest(header.error);
    const data = records
      .slice(1)
      .map((cells, i) => ({ cells, row: i + 2 }))
      .filter((r) => r.cells.some((c) => c.trim()));
    if (data.length > IMPORT_MAX_ROWS) throw new AppError(413, M.tooManyRows);
    if (data.length === 0) throw badRequest(M.empty);

    const context = { callerRole: caller.role, today: this.deps.orgTime.today() };
    const problems: ImportProblem[] = [];
    const valid: PeopleImportRow[] = [];
    for (const [i, { cells, row }] of data.entries()) {
      // Other requests are answered between slices of rows: a 10,000-row file never holds the event loop.
      if (i % 250 === 249) await new Promise((resolve) => setImmediate(resolve));
      const checked = checkRow(cells, row, header.columns, context);
      problems.push(...checked.problems);
      if (checked.row) valid.push(checked.row);
    }
    const actions = new Map<number, Action>(data.map((d) => [d.row, 'error']));
    const pins = (await this.deps.devicePins?.allPins()) ?? [];
    const toCreate = this.matchAll(valid, await findPeopleForImport(this.deps.db), problems, actions, pins);
    problems.sort((a, b) => a.row - b.row);
    const unchanged = [...actions.values()].filter((a) => a === 'unchanged').length;
    const result: ImportResult = {
      kind: 'people',
      dryRun,
      rows: data.length,
      created: problems.length > 0 ? 0 : toCreate.length,
      updated: 0,
      unchanged: problems.length > 0 ? 0 : unchanged,
      problems,
      preview: this.preview(data, valid, actions),
      fileHash,
    };
    if (problems.length > 0 || dryRun || toCreate.length === 0) return result;
    await this.commit(caller, toCreate, { rows: data.length, unchanged, fileHash });
    return result;
  }

  /** Duplicates in the file and matches in the database; answers the rows that would be created. */
  private matchAll(
    rows: PeopleImportRow[],
    people: ExistingPerson[],
    problems: ImportProblem[],
    actions: Map<number, Action>,
    pins: ReadonlyArray<{ pin: string; userId: string }>,
  ): PeopleImportRow[] {
    const ownerOfPin = new Map(pins.map((p) => [p.pin, p.userId]));
    const pinOf = new Map(pins.map((p) => [p.userId, p.pin]));
    const seenPin = new Map<string, number>();
    const byEmail = new Map(people.map((p) => [p.email.toLowerCase(), p]));
    const byCode = new Map(people.map((p) => [formatEmployeeId(p.employeeNo), p]));
    const seenEmail = new Map<string, number>();
    const seenCode = new Map<string, number>();
    const create: PeopleImportRow[] = [];
    for (const r of rows) {
      const fail = (column: string, value: string, message: string) =>
        problems.push({ row: r.row, column, value, message });
      const before = problems.length;
      const firstEmail = seenEmail.get(r.email);
      if (firstEmail !== undefined) fail('email', r.email, M.duplicateInFile(firstEmail));
      else seenEmail.set(r.email, r.row);
      if (r.employeeCode) {
        const firstCode = seenCode.get(r.employeeCode);
        if (firstCode !== undefined) fail('employeeCode', r.employeeCode, M.duplicateInFile(firstCode));
        else seenCode.set(r.employeeCode, r.row);
      }
      if (r.devicePin) {
        const firstPin = seenPin.get(r.devicePin);
        if (firstPin !== undefined) fail('devicePin', r.devicePin, M.duplicateInFile(firstPin));
        else seenPin.set(r.devicePin, r.row);
      }
      if (problems.length > before) continue;
      const byItsCode = r.employeeCode ? byCode.get(r.employeeCode) : undefined;
      if (r.employeeCode && !byItsCode) {
        fail('employeeCode', r.employeeCode, M.codeNotFound);
        continue;
      }
      const stored = byItsCode ?? byEmail.get(r.email);
      if (byItsCode && byItsCode.email.toLowerCase() !== r.email) {
        fail('email', r.email, byEmail.has(r.email) ? M.emailTaken : M.codeEmailMismatch);
        continue;
      }
      const pinOwner = r.devicePin ? ownerOfPin.get(r.devicePin) : undefined;
      if (pinOwner && pinOwner !== stored?.id) {
        fail('devicePin', r.devicePin!, M.pinTaken);
        continue;
      }
      if (!stored) {
        create.push(r);
        actions.set(r.row, 'create');
        continue;
      }
      const differs = differences(r, stored);
      // A stored person's PIN is changed on their page (audited there); the same PIN is unchanged.
      if (r.devicePin && pinOf.get(stored.id) !== r.devicePin) differs.push('devicePin');
      if (differs.length > 0) fail(differs[0]!, '', M.differs(differs.join(', ')));
      else actions.set(r.row, 'unchanged');
    }
    return create;
  }

  private preview(
    data: { cells: string[]; row: number }[],
    valid: PeopleImportRow[],
    actions: Map<number, Action>,
  ): ImportResult['preview'] {
    const byRow = new Map(valid.map((r) => [r.row, r]));
    return data.slice(0, 500).map(({ row }) => {
      const r = byRow.get(row);
      return {
        row,
        name: r?.name ?? '',
        email: r?.email ?? '',
        role: r?.role ?? '',
        action: actions.get(row)!,
      };
    });
  }

  private async commit(
    caller: Caller,
    rows: PeopleImportRow[],
    file: { rows: number; unchanged: number; fileHash: string },
  ): Promise<void> {
    // One hash of a secret nobody keeps, for every new account: none signs in until they set a password by link.
    const unusable = await hashPassword(randomBytes(32).toString('base64url'));
    let onboardingTasks: string[] = [];
    const { ids, claimed } = await this.deps.db.transaction(async (tx) => {
      const created = await createImportedAccounts(
        tx,
        rows.map((r) => ({
          email: r.email,
          name: r.name,
          role: r.role,
          joinedOn: r.joinedOn,
          baseSalaryPaise: rupeesToPaise(r.baseSalary ?? 0),
        })),
        unusable,
      );
      await this.deps.afterAccounts?.(created.length);
      const idOf = new Map(created.map((c) => [c.email, c.id]));
      const profiles = rows
        .filter((r) => Object.keys(r.profile).length > 0)
        .map((r) => ({ userId: idOf.get(r.email)!, body: r.profile }));
      await this.deps.payrollSettings.importProfiles(tx, caller, profiles);
      const pinPairs = rows.flatMap((r) =>
        r.devicePin ? [{ userId: idOf.get(r.email)!, pin: r.devicePin }] : [],
      );
      const claimed =
        this.deps.devicePins && pinPairs.length > 0
          ? await this.deps.devicePins.assignImported(tx, pinPairs)
          : [];
      await this.deps.audit.record(tx, {
        actor: caller,
        action: 'people.import',
        entityType: 'employee',
        entityId: `import:${file.fileHash.slice(0, 16)}`,
        before: null,
        after: {
          kind: 'people',
          rows: file.rows,
          created: created.length,
          unchanged: file.unchanged,
          fileSha256: file.fileHash,
          ...(pinPairs.length > 0 ? { devicePins: pinPairs.length } : {}),
        },
      });
      const byEmail = new Map(rows.map((r) => [r.email, r]));
      if (this.deps.onboarding)
        onboardingTasks = await this.deps.onboarding.startIn(
          tx,
          created.map((c) => ({
            id: c.id,
            name: byEmail.get(c.email)!.name,
            joinedOn: byEmail.get(c.email)!.joinedOn,
          })),
        );
      return { ids: created.map((c) => c.id), claimed };
    });
    await this.deps.onboarding?.announce(onboardingTasks);
    // After the commit: a rolled-back import mails nobody.
    this.deps.welcome?.(ids);
    if (claimed.length > 0) await this.deps.devicePins?.applyClaimed(caller, claimed);
  }
}

/** The columns where a row differs from the stored person (blank optional cells compare as "not given"). */
function differences(row: PeopleImportRow, stored: ExistingPerson): string[] {
  const out: string[] = [];
  if (row.name !== stored.name) out.push('name');
  if (row.role !== stored.role) out.push('role');
  if (row.baseSalary !== null && rupeesToPaise(row.baseSalary) !== stored.baseSalaryPaise)
    out.push('baseSalary');
  return out;
}
