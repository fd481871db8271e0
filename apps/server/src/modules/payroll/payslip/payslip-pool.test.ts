import { afterAll, describe, expect, it } from 'vitest';
import { payslipTexts } from './pdf-text.test-helper.ts';
import { PayslipRenderError, inProcessPayslips, payslipPool } from './payslip-pool.ts';
import { samplePayslip } from './payslip-samples.test-helper.ts';

const pool = payslipPool(2);
afterAll(() => pool.close());

describe('payslipPool', () => {
  it('renders many payslips on worker threads, in order, the same bytes as in the calling thread', async () => {
    const contents = Array.from({ length: 12 }, (_, i) =>
      samplePayslip({ code: `EMP-${String(i + 1).padStart(4, '0')}` }),
    );
    const pdfs = await pool.renderAll(contents);
    expect(pdfs).toHaveLength(12);
    for (const [i, pdf] of pdfs.entries()) {
      const { texts } = await payslipTexts(pdf);
      expect(texts).toContain(`EMP-${String(i + 1).padStart(4, '0')}`);
    }
    const [local] = await inProcessPayslips().renderAll([contents[0]!]);
    expect(Buffer.from(pdfs[0]!).equals(Buffer.from(local!))).toBe(true);
  });

  it('renders a Devanagari name on a thread too', async () => {
    const contents = Array.from({ length: 4 }, () => samplePayslip({ name: 'प्रिया शर्मा' }));
    const pdfs = await pool.renderAll(contents);
    expect((await payslipTexts(pdfs[3]!)).texts).toContain('प्रिया शर्मा');
  });

  it('fails one payslip with an error naming whose it is, and the pool keeps working', async () => {
    const broken = samplePayslip({ code: 'EMP-0666' });
    // A breakdown the renderer cannot read (as a bug upstream would send).
    (broken.breakdown as { earnings: unknown }).earnings = null;
    const contents = [samplePayslip(), samplePayslip(), broken, samplePayslip()];
    await expect(pool.renderAll(contents)).rejects.toThrow(PayslipRenderError);
    await expect(pool.renderAll(contents)).rejects.toThrow(/EMP-0666 for October 2026/);
    expect(
      await pool.renderAll([samplePayslip(), samplePayslip(), samplePayslip(), samplePayslip()]),
    ).toHaveLength(4);
  });

  it('refuses work once closed', async () => {
    const closed = payslipPool(1);
    await closed.renderAll(Array.from({ length: 4 }, () => samplePayslip()));
    await closed.close();
    await closed.close();
    await expect(closed.renderAll(Array.from({ length: 4 }, () => samplePayslip()))).rejects.toThrow(
      /closed/,
    );
  });
});
