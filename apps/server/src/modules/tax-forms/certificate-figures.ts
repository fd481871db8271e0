import type { DeclarationStatus, TaxRegime, TaxSectionCode } from '@hrms/shared';
import type { Queryable } from '../../db/client.ts';
import type { PayBreakdown } from '../payroll/index.ts';
import { countLine, declarationSections } from '../statutory/index.ts';
import { countedRent } from './extras-view.ts';
import { form130, type Form130 } from './form130.ts';
import * as repo from './tax-forms.repository.ts';
import { addYearToDate } from './year-to-date.ts';
import { yearToDateSums } from './year-to-date.repository.ts';

/**
 * A person's year as the certificate counts it (issue 44): the finalised slips, the regime of the year, the
 * counted declarations and rent (verified only from the proof date), the accepted earlier employer (with the
 * imported months' Professional Tax). Form 130's PDF
 * and the tax register read the same figures. null: no finalised slip in the year.
 */
export async function certificateFigures(
  db: Queryable,
  person: repo.PersonRow,
  year: number,
  today: string,
  slipsOfYear?: readonly repo.FinalisedSlip[],
): Promise<{ figures: Form130; previousEmployer: string | null } | null> {
  const [slips, choice, declarations, rent, previous, proofsFrom, imported] = await Promise.all([
    slipsOfYear ?? repo.finalisedSlips(db, { year, month: 4 }, { year: year + 1, month: 3 }, [person.id]),
    repo.findRegimeChoice(db, person.id, year),
    repo.listDeclarations(db, person.id, year),
    repo.findRent(db, person.id, year),
    repo.findPrevious(db, person.id, year),
    repo.findProofsFrom(db, year),
    yearToDateSums(db, [person.id], year),
  ]);
  const withPay = slips.filter((slip) => slip.payBreakdown !== null);
  if (withPay.length === 0) return null;
  const proofsOnly = proofsFrom !== null && today >= proofsFrom;
  const sections = declarationSections(year);
  const regime = (choice ?? person.taxRegime ?? 'new') as TaxRegime;
  const accepted = previous?.status === 'accepted' ? previous : null;
  // Year-to-date imported from before the first slip here (issue 43) is reported with the earlier employer's.
  const ytd = imported.get(person.id);
  const earlier = ytd
    ? {
        employerName: accepted?.employerName ?? 'Before joining',
        employerTan: accepted?.employerTan ?? null,
        ...addYearToDate(accepted, ytd)!,
        ptPaise: ytd.ptPaise,
      }
    : accepted;
  const figures = form130({
    year,
    regime,
    slips: withPay.map((slip) => ({ ...slip, pay: slip.payBreakdown as PayBreakdown })),
    previous: earlier,
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
        year,
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
  return { figures, previousEmployer: earlier?.employerName ?? null };
}
