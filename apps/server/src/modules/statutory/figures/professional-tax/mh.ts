import type { PtState } from './types.ts';

export const MAHARASHTRA: PtState = {
  code: 'MH',
  name: 'Maharashtra',
  schedules: [
    {
      from: '2023-04-01',
      men: [
        { from: 0, monthly: 0, february: 0 },
        { from: 7_500.01, monthly: 175, february: 175 },
        { from: 10_000.01, monthly: 200, february: 300 },
      ],
      women: [
        { from: 0, monthly: 0, february: 0 },
        { from: 25_000.01, monthly: 200, february: 300 },
      ],
      sources: [
        'Maharashtra State Tax on Professions, Trades, Callings and Employments Act, 1975, Schedule I entry 1, as amended by the Amendment Act, 2023 (notification No. 35 of 6 April 2023), from 1 April 2023',
        'https://mptinformation.in/showchart.asp?str=mptratsal',
      ],
    },
  ],
};
