import type { ChartNode } from '@hrms/shared';

/** The chart's nodes as a tree: children by manager, roots (no manager, or one outside the branch) first. */
export interface OrgTree {
  byId: Map<string, ChartNode>;
  children: Map<string, ChartNode[]>;
  roots: ChartNode[];
}

export function buildTree(nodes: readonly ChartNode[]): OrgTree {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const children = new Map<string, ChartNode[]>();
  const roots: ChartNode[] = [];
  for (const node of nodes) {
    if (node.managerId && byId.has(node.managerId)) {
      const list = children.get(node.managerId);
      if (list) list.push(node);
      else children.set(node.managerId, [node]);
    } else roots.push(node);
  }
  return { byId, children, roots };
}

export interface VisibleRow {
  node: ChartNode;
  level: number;
  hasChildren: boolean;
  expanded: boolean;
}

/** The rows a reader sees: each expanded node's reports under it, depth first. */
export function visibleRows(tree: OrgTree, expanded: ReadonlySet<string>): VisibleRow[] {
  const rows: VisibleRow[] = [];
  const walk = (node: ChartNode, level: number) => {
    const kids = tree.children.get(node.id) ?? [];
    const open = expanded.has(node.id);
    rows.push({ node, level, hasChildren: kids.length > 0, expanded: open });
    if (open) for (const kid of kids) walk(kid, level + 1);
  };
  for (const root of tree.roots) walk(root, 1);
  return rows;
}

/** Everyone above the node, nearest first. */
export function chainOf(tree: OrgTree, id: string): ChartNode[] {
  const chain: ChartNode[] = [];
  const seen = new Set<string>();
  for (let at = tree.byId.get(id)?.managerId; at && !seen.has(at); at = tree.byId.get(at)?.managerId) {
    seen.add(at);
    const node = tree.byId.get(at);
    if (!node) break;
    chain.push(node);
  }
  return chain;
}

export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
