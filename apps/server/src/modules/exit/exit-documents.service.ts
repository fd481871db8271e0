import { EXIT_MESSAGES as M, STAFF_ROLES, type LetterKind } from '@hrms/shared';
import type { OrgTime } from '../../lib/clock.ts';
import { conflict, forbidden } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/access.ts';
import { letterPdf, settlementPdf, type Letterhead } from './exit-pdf.ts';
import type { ExitService } from './exit.service.ts';
import { fillLetter } from './letters.ts';
import type { SettlementService } from './settlement.service.ts';

export interface ExitDocumentsDeps {
  orgTime: OrgTime;
  exits: ExitService;
  settlements: SettlementService;
  letterhead: () => Promise<Letterhead>;
  /** The Admin's template filled for the person (lifecycle, services.ts); the built-in text without it. */
  compose?: (
    kind: LetterKind,
    personId: string,
    known: { lastWorkingDay: string },
  ) => Promise<{ title: string; paragraphs: string[] }>;
}

export interface PdfFile {
  fileName: string;
  bytes: Uint8Array;
}

/** The settlement statement and the letters as PDFs, made when asked (nothing public, no stored copy to leak). */
export class ExitDocumentsService {
  constructor(private readonly deps: ExitDocumentsDeps) {}

  async settlement(caller: Caller, exitId: string): Promise<PdfFile> {
    const { settlement } = await this.deps.settlements.finalFor(caller, exitId);
    const bytes = await settlementPdf(await this.deps.letterhead(), settlement, this.deps.orgTime.today());
    return { fileName: `settlement-EMP-${String(settlement.person.employeeNo).padStart(4, '0')}.pdf`, bytes };
  }

  /** A relieving or experience letter: staff for anyone, the person for their own, once the exit is decided. */
  async letter(caller: Caller, exitId: string, kind: LetterKind): Promise<PdfFile> {
    const exit = await this.deps.exits.exit(exitId);
    if (!STAFF_ROLES.includes(caller.role) && exit.userId !== caller.id)
      throw forbidden('You can only download your own letters.');
    if (exit.status !== 'Accepted' || !exit.lastWorkingDay) throw conflict(M.letterNotReady);
    const org = await this.deps.letterhead();
    const code = `EMP-${String(exit.person.employeeNo).padStart(4, '0')}`;
    const letter = this.deps.compose
      ? await this.deps.compose(kind, exit.userId, { lastWorkingDay: exit.lastWorkingDay })
      : fillLetter(kind, {
          name: exit.person.name,
          employeeCode: code,
          organisation: org.name,
          joinedOn: exit.person.joinedOn,
          lastWorkingDay: exit.lastWorkingDay,
        });
    const bytes = await letterPdf(org, letter, exit.person.name, this.deps.orgTime.today());
    return { fileName: `${kind}-letter-${code}.pdf`, bytes };
  }
}
