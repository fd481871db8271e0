import { StructurePanel } from '../../features/org-structure';
import { DelegationsForOthersCard } from '../../features/approvals';
import type { TabPanelProps } from '../dashboard-tabs';

/** HR's Structure tab: the units, then the delegations HR sets for others (issue 42). */
export default function HrStructureTab(props: TabPanelProps) {
  return (
    <div className="grid gap-4">
      <StructurePanel {...props} />
      <DelegationsForOthersCard />
    </div>
  );
}
