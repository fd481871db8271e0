import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAYROLL_SETTINGS_MESSAGES as M } from '@hrms/shared';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderWithClient } from '../../../test/render-with-client';
import { TaxEstimateCalculator } from './TaxEstimateCalculator';

describe('TaxEstimateCalculator', () => {
  it('asks for an income, then shows the estimate the server computed for the chosen regime', async () => {
    const { calls } = stubFetch((call) =>
      call.url.startsWith('/api/payroll/tax-estimate')
        ? jsonResponse({
            taxableIncome: 1210000,
            slabTax: 61500,
            rebate: 0,
            marginalRelief: 51500,
            cess: 400,
            totalTax: 10400,
          })
        : undefined,
    );
    const { user } = renderWithClient(<TaxEstimateCalculator />);
    await user.click(screen.getByRole('button', { name: 'Estimate' }));
    expect(screen.getByRole('alert')).toHaveTextContent(M.income);

    await user.type(screen.getByLabelText('Annual salary income (₹)'), '1285000');
    await user.click(screen.getByRole('button', { name: 'Estimate' }));
    const list = await screen.findByLabelText('Tax estimate');
    expect(within(list).getByText('Marginal relief').nextSibling).toHaveTextContent('51,500');
    expect(within(list).getByText('Total tax for the year').nextSibling).toHaveTextContent('10,400');
    expect(calls.map((call) => call.url)).toEqual(['/api/payroll/tax-estimate?income=1285000&regime=new']);

    await user.click(screen.getByRole('radio', { name: 'Old regime' }));
    await user.click(screen.getByRole('button', { name: 'Estimate' }));
    await screen.findByLabelText('Tax estimate');
    expect(calls.at(-1)?.url).toBe('/api/payroll/tax-estimate?income=1285000&regime=old');
  });
});
