import { useQuery } from '@tanstack/react-query';
import { call } from './api-client';

/**
 * The organisation's departments, designations and locations (issue 42): one query for every feature that
 * shows or picks them (the Structure panel, the employee list's filters, the placement form). Here in lib
 * because no feature imports another (docs/architecture.md).
 */
export const orgKeys = {
  all: ['org'] as const,
  structure: ['org', 'structure'] as const,
  chart: ['org', 'chart'] as const,
  team: (scope: 'direct' | 'all') => ['org', 'team', scope] as const,
  placement: (id: string) => ['org', 'placement', id] as const,
};

export function useOrgStructure(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: orgKeys.structure,
    queryFn: ({ signal }) => call('orgStructure', 'structure', { signal }),
    ...options,
  });
}

/**
 * The people who manage someone today, by name (the employee list's manager filter): read from the org chart
 * the Admin and HR see whole (the same query as the Org Chart tab, so it is fetched once).
 */
export function useManagers(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: orgKeys.chart,
    queryFn: ({ signal }) => call('orgStructure', 'chart', { signal }),
    select: (chart) => {
      const managing = new Set(chart.nodes.map((node) => node.managerId).filter(Boolean));
      return chart.nodes
        .filter((node) => managing.has(node.id))
        .map((node) => ({ id: node.id, name: node.name, employeeId: node.employeeId }));
    },
    ...options,
  });
}

/** Everyone by name from the same org chart query (the Add Employee form's manager choice; Admin and HR). */
export function useChartPeople(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: orgKeys.chart,
    queryFn: ({ signal }) => call('orgStructure', 'chart', { signal }),
    select: (chart) =>
      chart.nodes.map((node) => ({ id: node.id, name: node.name, employeeId: node.employeeId })),
    ...options,
  });
}
