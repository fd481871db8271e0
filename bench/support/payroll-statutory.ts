// Issue 21's bench settings: the structure and every statutory deduction on, through the contract's
// routes (GET/PUT /api/settings/payroll, PUT /api/employees/{id}/payroll-profile), and the PDF step alone.
import type { FastifyInstance } from 'fastify';
import type { PayrollProfileBody, PayrollSettings } from '@hrms/shared';
import { inProcessPayslips, payslipPool } from '../../apps/server/src/modules/payroll/payslip/payslip-pool.ts';
import { samplePayslip } from '../../apps/server/src/modules/payroll/payslip/payslip-samples.test-helper.ts';

const SETTINGS: PayrollSettings = {
  divisor: 'calendar',
  template: {
    basicPercent: 50,
    hraPercentOfBasic: 50,
    allowances: [{ code: 'CONVEYANCE', name: 'Conveyance Allowance', monthlyAmount: 1600 }],
  },
  pf: { enabled: true, establishmentId: 'MHBAN0012345000' },
  esi: { enabled: true, employerCode: '31000123450001001' },
  pt: { enabled: true, defaultState: 'MH' },
  tds: { enabled: true },
  organisation: { name: 'Bench Industries Pvt Ltd', address: 'Plot 12, MIDC, Andheri East, Mumbai 400093' },
};

/** A profile per person: Maharashtra or Karnataka, both genders, some on the old regime. */
function profile(i: number): PayrollProfileBody {
  const digits = String(100_000_000_000 + i).slice(-12);
  return {
    pan: `ABCDE${String(i % 10_000).padStart(4, '0')}F`,
    uan: digits,
    esiNumber: digits.slice(-10),
    workState: i % 3 === 0 ? 'KA' : 'MH',
    gender: i % 2 === 0 ? 'female' : 'male',
    bankAccount: `5010${digits}`,
    ifsc: 'HDFC0001234',
    taxRegime: i % 5 === 0 ? 'old' : 'new',
    pfOnFullWages: false,
  };
}

/** Turns everything on before the timed batch, through the routes as an Admin would (not timed). */
export async function enableStatutory(
  app: FastifyInstance,
  token: string,
  ids: readonly string[],
): Promise<'on'> {
  const headers = { authorization: `Bearer ${token}` };
  const put = await app.inject({ method: 'PUT', url: '/api/settings/payroll', headers, payload: SETTINGS });
  if (put.statusCode !== 200) throw new Error(`settings answered ${put.statusCode}: ${put.body}`);
  for (const [i, id] of ids.entries()) {
    const res = await app.inject({
      method: 'PUT',
      url: `/api/employees/${id}/payroll-profile`,
      headers,
      payload: profile(i),
    });
    if (res.statusCode !== 200) throw new Error(`profile answered ${res.statusCode}: ${res.body}`);
  }
  return 'on';
}

/** The PDF step alone, both font paths, in the calling thread and on the pool: slips per second. */
export async function benchRendering(count: number) {
  const lines = [];
  const pool = payslipPool();
  for (const [script, name] of [
    ['plain', 'Priya Sharma'],
    ['devanagari', 'प्रिया शर्मा'],
  ] as const) {
    const contents = Array.from({ length: count }, (_, i) =>
      samplePayslip({ name, code: `EMP-${String(i + 1).padStart(5, '0')}` }),
    );
    for (const [where, renderer] of [
      ['in-process', inProcessPayslips()],
      ['pool', pool],
    ] as const) {
      await renderer.renderAll(contents.slice(0, 50)); // warm: threads started, code compiled
      const started = performance.now();
      let bytes = 0;
      for (let i = 0; i < count; i += 100) {
        for (const pdf of await renderer.renderAll(contents.slice(i, i + 100))) bytes += pdf.length;
      }
      const ms = performance.now() - started;
      lines.push({
        script,
        where,
        count,
        slipsPerSecond: Math.round((count / ms) * 1000),
        averageKiB: Number((bytes / count / 1024).toFixed(1)),
        peakRssMiB: Math.round(process.memoryUsage().rss / 2 ** 20),
      });
    }
  }
  await pool.close();
  return lines;
}
