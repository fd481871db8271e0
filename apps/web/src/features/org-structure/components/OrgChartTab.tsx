import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronDown, ChevronRight, Network } from 'lucide-react';
import { ORG_MESSAGES as M, type ChartNode, type Role, type SessionUser } from '@hrms/shared';
import { EmptyState } from '../../../components/ui/empty-state';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { renderListState } from '../../../components/ui/list-state';
import { SectionCard } from '../../../components/ui/section-card';
import { useOrgChart } from '../api/queries';
import { buildTree, chainOf, initialsOf, visibleRows, type OrgTree } from './org-tree';

function Avatar({ name }: { name: string }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent text-xs font-semibold text-accent-foreground"
    >
      {initialsOf(name)}
    </span>
  );
}

function Person({ node }: { node: ChartNode }) {
  const detail = [node.designation, node.department, node.location].filter(Boolean).join(' · ');
  return (
    <span className="flex min-w-0 items-center gap-2">
      <Avatar name={node.name} />
      <span className="min-w-0">
        <span className="block truncate text-sm font-medium">{node.name}</span>
        <span className="block truncate text-xs text-muted-foreground">{detail || node.employeeId}</span>
      </span>
    </span>
  );
}

/** The tree: one focusable row at a time (arrow keys move, right opens, left closes, Home and End jump). */
function Tree({ tree, me }: { tree: OrgTree; me: string }) {
  // Open on the first two levels and along the viewer's own chain, so a person sees themself at once.
  const [expanded, setExpanded] = useState<Set<string>>(() => {
    const open = new Set<string>(tree.roots.map((root) => root.id));
    for (const node of chainOf(tree, me)) open.add(node.id);
    return open;
  });
  const rows = useMemo(() => visibleRows(tree, expanded), [tree, expanded]);
  const [focused, setFocused] = useState(0);
  const refs = useRef<(HTMLLIElement | null)[]>([]);
  const toggle = (id: string, open: boolean) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });
  const move = (index: number) => {
    const next = Math.max(0, Math.min(rows.length - 1, index));
    setFocused(next);
    refs.current[next]?.focus();
  };
  const onKey = (event: KeyboardEvent, index: number) => {
    const row = rows[index]!;
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(index + 1),
      ArrowUp: () => move(index - 1),
      Home: () => move(0),
      End: () => move(rows.length - 1),
      ArrowRight: () => (row.hasChildren && !row.expanded ? toggle(row.node.id, true) : move(index + 1)),
      ArrowLeft: () => {
        if (row.expanded) return toggle(row.node.id, false);
        const parent = rows.findIndex((r) => r.node.id === row.node.managerId);
        if (parent >= 0) move(parent);
      },
      Enter: () => row.hasChildren && toggle(row.node.id, !row.expanded),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };
  return (
    <ul role="tree" aria-label={M.orgChartTitle} className="grid gap-0.5">
      {rows.map((row, index) => (
        <li
          key={row.node.id}
          ref={(el) => {
            refs.current[index] = el;
          }}
          role="treeitem"
          aria-level={row.level}
          aria-expanded={row.hasChildren ? row.expanded : undefined}
          aria-selected={row.node.id === me}
          tabIndex={index === focused ? 0 : -1}
          onKeyDown={(event) => onKey(event, index)}
          onFocus={() => setFocused(index)}
          data-testid="org-node"
          className="flex items-center gap-1 rounded-md py-1 pr-2 outline-none focus-visible:ring-3 focus-visible:ring-ring/40 aria-selected:bg-accent/50"
          style={{ paddingLeft: `${Math.min(row.level - 1, 8) * 1}rem` }}
        >
          <button
            type="button"
            tabIndex={-1}
            aria-hidden="true"
            className="flex size-6 shrink-0 items-center justify-center text-muted-foreground"
            onClick={() => row.hasChildren && toggle(row.node.id, !row.expanded)}
          >
            {row.hasChildren ? (
              row.expanded ? (
                <ChevronDown className="size-4" />
              ) : (
                <ChevronRight className="size-4" />
              )
            ) : null}
          </button>
          <Person node={row.node} />
        </li>
      ))}
    </ul>
  );
}

/** Search results: each match with the chain above it. */
function Matches({ tree, search }: { tree: OrgTree; search: string }) {
  const needle = search.trim().toLowerCase();
  const matches = [...tree.byId.values()]
    .filter((node) =>
      [node.name, node.designation, node.department, node.employeeId].some((v) =>
        v?.toLowerCase().includes(needle),
      ),
    )
    .slice(0, 50);
  if (matches.length === 0) return <EmptyState title={M.noSearchMatch} />;
  return (
    <ul className="divide-y" aria-label="Search results">
      {matches.map((node) => (
        <li key={node.id} className="grid gap-1 py-2">
          <Person node={node} />
          <p className="text-xs text-muted-foreground">
            {chainOf(tree, node.id)
              .map((above) => above.name)
              .join(' → ') || 'Top of the organisation'}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The Org Chart tab: Admin and HR see everyone; anyone else their own branch (issue 42). */
export function OrgChartTab({ user }: { user: SessionUser; role: Role }) {
  const query = useOrgChart();
  const [search, setSearch] = useState('');
  const tree = useMemo(() => buildTree(query.data?.nodes ?? []), [query.data]);
  const state = renderListState({
    query,
    loading: 'Loading the org chart',
    failed: M.chartLoadFailed,
    empty: M.emptyChart,
    isEmpty: (query.data?.nodes.length ?? 0) === 0,
    icon: Network,
  });
  return (
    <SectionCard
      title={M.orgChartTitle}
      description={
        query.data?.scope === 'branch'
          ? 'Your managers above you and everyone who reports to you.'
          : 'Everyone, by reporting manager.'
      }
    >
      <div className="grid gap-3">
        <div className="grid gap-1.5 sm:w-72">
          <Label htmlFor="org-search">Search</Label>
          <Input
            id="org-search"
            type="search"
            placeholder="Name, designation or department"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        {state ??
          (search.trim() ? <Matches tree={tree} search={search} /> : <Tree tree={tree} me={user.id} />)}
      </div>
    </SectionCard>
  );
}
