import { describe, expect, it } from 'vitest';
import { hraExemption, hraExemptionOfMonth, landlordPanNeeded } from './hra.ts';

const r = (rupees: number) => rupees * 100;

describe('HRA exemption (section 10(13A) of the 1961 Act, section 19 of the 2025 Act), docs/tax-year.md', () => {
  it.each([
    // year, city, Basic, HRA, rent -> exempt a month (rupees), the limit that bound
    [2026, 'MUMBAI', 50_000, 25_000, 30_000, 25_000, 'all three equal: 25,000'],
    [2026, 'JAIPUR', 40_000, 20_000, 15_000, 11_000, 'rent less 10% of Basic'],
    [2025, 'BENGALURU', 60_000, 30_000, 35_000, 24_000, '40%: Bengaluru not a metro in 2025-26'],
    [2026, 'BENGALURU', 60_000, 30_000, 35_000, 29_000, 'a metro from 2026-27: rent less 10%'],
    [2026, 'DELHI', 50_000, 10_000, 40_000, 10_000, 'HRA received'],
    [2026, 'PUNE', 50_000, 25_000, 4_000, 0, 'rent below 10% of Basic: nothing'],
  ])('%i %s Basic %i HRA %i rent %i: %i a month (%s)', (year, city, basic, hra, rent, exempt) => {
    const month = hraExemptionOfMonth(
      { basicDaPaise: r(basic), hraPaise: r(hra), rentPaise: r(rent), city },
      year,
    );
    expect(month.exemptPaise).toBe(r(exempt));
  });

  it('adds the months: a rent that rises in October counts from October', () => {
    const month = (rent: number) => ({
      basicDaPaise: r(50_000),
      hraPaise: r(25_000),
      rentPaise: r(rent),
      city: 'MUMBAI',
    });
    const months = [...Array(6).fill(month(20_000)), ...Array(6).fill(month(30_000))];
    // April-September: 20,000 - 5,000 = 15,000; October-March: 25,000 (all limits)
    expect(hraExemption(months, 2026)).toBe(r(15_000 * 6 + 25_000 * 6));
  });

  it("needs the landlord's PAN only when the year's rent exceeds ₹1,00,000", () => {
    expect(landlordPanNeeded(r(100_000), 2026)).toBe(false);
    expect(landlordPanNeeded(r(100_000) + 1, 2026)).toBe(true);
  });
});
