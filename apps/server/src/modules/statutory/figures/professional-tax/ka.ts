import type { PtState } from './types.ts';

const FROM_2023 = [
  { from: 0, monthly: 0, february: 0 },
  { from: 25_000, monthly: 200, february: 200 },
];
const FROM_2025 = [
  { from: 0, monthly: 0, february: 0 },
  { from: 25_000, monthly: 200, february: 300 },
];

export const KARNATAKA: PtState = {
  code: 'KA',
  name: 'Karnataka',
  schedules: [
    {
      from: '2023-04-01',
      men: FROM_2023,
      women: FROM_2023,
      sources: [
        'Karnataka Tax on Profession, Trades, Callings and Employments Act, 1976, Schedule serial 1, as amended by the Amendment Act, 2023 (LA Bill No. 06 of 2023): nil below ₹25,000, ₹200 a month from ₹25,000, from 1 April 2023',
      ],
    },
    {
      from: '2025-04-01',
      men: FROM_2025,
      women: FROM_2025,
      sources: [
        'Karnataka Act No. 33 of 2025 (Karnataka Gazette, 15 April 2025), from 1 April 2025: ₹200 a month except February, ₹300 in February',
        'https://erajyapatra.karnataka.gov.in/WriteReadData/2025/8459.pdf',
      ],
    },
  ],
};
