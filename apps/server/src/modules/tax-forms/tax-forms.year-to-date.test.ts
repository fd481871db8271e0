import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_CONTENT_TYPES, type ImportResult } from '@hrms/shared';
import { bearer } from '../../test/test-app.ts';
import { r, seededTaxYear, type SeededYear } from '../../test/tax-year-seed.test-helper.ts';
import { certificateFigures } from './certificate-figures.ts';
import { findPerson } from './tax-forms.repository.ts';

/* Year-to-date imported from before the first slip here (issue 43) on the certificate: 15 March 2027. */
let year: SeededYear;
beforeAll(async () => {
  year = await seededTaxYear();
});
afterAll(() => year.ctx.close());

describe('imported year-to-date on the certificate', () => {
  it('is reported with the earlier employer’s salary and TDS', async () => {
    const { ctx, hr, ravi } = year;
    const person = (await findPerson(ctx.db, ravi.id))!;
    const before = await certificateFigures(ctx.db, person, 2026, '2027-03-15');
    expect(before!.figures).toMatchObject({ previousGrossPaise: 0, previousTdsPaise: 0 });
    // Ravi's first slip here is May 2026: April's pay elsewhere can be imported.
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/imports/year-to-date?dryRun=false',
      headers: { ...bearer(hr), 'content-type': IMPORT_CONTENT_TYPES.csv },
      payload: Buffer.from(`email,month,gross,tds\n${ravi.email},2026-04,55000,1200\n`),
    });
    expect(res.json<ImportResult>()).toMatchObject({ created: 1, problems: [] });
    const after = await certificateFigures(ctx.db, person, 2026, '2027-03-15');
    expect(after!.figures).toMatchObject({ previousGrossPaise: r(55_000), previousTdsPaise: r(1_200) });
    expect(after!.previousEmployer).toBe('Before joining');
  });
});
