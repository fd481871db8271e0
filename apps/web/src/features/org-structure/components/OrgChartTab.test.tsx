import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChartNode, OrgChart, SessionUser } from '@hrms/shared';
import { jsonResponse, orgConfig, stubFetch } from '../../../test/fetch-stub';
import { renderWithClient } from '../../../test/render-with-client';
import { OrgChartTab } from './OrgChartTab';

const node = (
  id: string,
  name: string,
  managerId: string | null,
  designation: string | null = null,
): ChartNode => ({
  id,
  name,
  employeeId: `EMP-000${id}`,
  managerId,
  department: null,
  designation,
  location: null,
});
// Anil -> Mohan -> Rita -> Sunil; Anil -> Xavier.
const chart: OrgChart = {
  scope: 'organisation',
  nodes: [
    node('1', 'Anil Mehta', null, 'Director'),
    node('2', 'Mohan Das', '1', 'Sales Lead'),
    node('3', 'Rita Paul', '2'),
    node('4', 'Sunil Jain', '3'),
    node('5', 'Xavier Dsouza', '1'),
  ],
};
const hr: SessionUser = { _id: '9', id: '9', name: 'Priya Shah', email: 'priya@example.com', role: 'HR' };

function setup(answer: OrgChart | 'fail' = chart) {
  stubFetch((call) => {
    if (call.url === '/api/config') return jsonResponse(orgConfig());
    if (call.url === '/api/org/chart')
      return answer === 'fail' ? jsonResponse({ message: 'Boom' }, 500) : jsonResponse(answer);
    return undefined;
  });
  return renderWithClient(<OrgChartTab user={hr} role="HR" />);
}

describe('the org chart', () => {
  it('draws the tree with initials, opened two levels deep, and is driven by the keyboard', async () => {
    const { user } = setup();
    const tree = await screen.findByRole('tree', { name: 'Org Chart' });
    const items = () => screen.getAllByRole('treeitem').map((item) => item.textContent);
    expect(items()).toEqual([
      expect.stringContaining('AMAnil Mehta'),
      expect.stringContaining('Mohan Das'),
      expect.stringContaining('Xavier Dsouza'),
    ]);
    expect(tree).toBeInTheDocument();
    await user.click(screen.getByLabelText('Search'));
    await user.tab();
    expect(screen.getAllByRole('treeitem')[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(items()).toEqual([
      expect.stringContaining('Anil Mehta'),
      expect.stringContaining('Mohan Das'),
      expect.stringContaining('Rita Paul'),
      expect.stringContaining('Xavier Dsouza'),
    ]);
    await user.keyboard('{ArrowLeft}');
    expect(items()).toHaveLength(3);
    expect(screen.getAllByRole('treeitem')[1]).toHaveAttribute('aria-expanded', 'false');
  });

  it('finds a person by name and shows the chain above them', async () => {
    const { user } = setup();
    await screen.findByRole('tree');
    await user.type(screen.getByLabelText('Search'), 'sunil');
    const results = screen.getByRole('list', { name: 'Search results' });
    expect(results).toHaveTextContent('Sunil Jain');
    expect(results).toHaveTextContent('Rita Paul → Mohan Das → Anil Mehta');
    await user.clear(screen.getByLabelText('Search'));
    await user.type(screen.getByLabelText('Search'), 'nobody');
    expect(screen.getByText('Nobody matches this search.')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    setup({ scope: 'branch', nodes: [] });
    expect(await screen.findByText('Nobody to show yet.')).toBeInTheDocument();
  });

  it('says when the chart could not load', async () => {
    setup('fail');
    expect(await screen.findByText('Failed to load the org chart.')).toBeInTheDocument();
  });
});
