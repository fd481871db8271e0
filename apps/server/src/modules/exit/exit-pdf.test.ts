import { describe, expect, it } from 'vitest';
import { letterPdf } from './exit-pdf.ts';
import { fillLetter } from './letters.ts';

const org = { name: 'Sahyadri Traders', address: '12 MG Road\nPune 411001' };
const fields = {
  employeeCode: 'EMP-0007',
  organisation: org.name,
  joinedOn: '2019-01-01',
  lastWorkingDay: '2026-12-15',
};

describe('letters', () => {
  it('fill every placeholder, dates as DD/MM/YYYY', () => {
    const letter = fillLetter('relieving', { ...fields, name: 'Asha Rao' });
    const text = letter.paragraphs.join('\n');
    expect(text).toContain('Dear Asha Rao,');
    expect(text).toContain('services of Sahyadri Traders at the close of business on 15/12/2026');
    expect(text).toContain('You joined us on 01/01/2019 as employee EMP-0007');
    expect(text).not.toMatch(/\{\{/);
  });

  it('a name in an Indian script is drawn with an embedded Noto face (a subset)', async () => {
    const name = 'मीना अय्यर';
    const bytes = await letterPdf(org, fillLetter('experience', { ...fields, name }), name, '2026-12-16');
    const pdf = Buffer.from(bytes).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toMatch(/\/FontFile2/);
    expect(pdf).toMatch(/\/Subtype \/Type0/);
  });

  it('plain text needs no embedded font', async () => {
    const bytes = await letterPdf(
      org,
      fillLetter('experience', { ...fields, name: 'Asha Rao' }),
      'Asha Rao',
      '2026-12-16',
    );
    expect(Buffer.from(bytes).toString('latin1')).not.toMatch(/\/FontFile2/);
  });
});
