import { StructurePanel } from '../../features/org-structure';
import { ApprovalSettingsCard, DelegationsForOthersCard } from '../../features/approvals';
import { OnDutySettingsCard, OvertimeSettingsCard } from '../../features/overtime';
import { CategoriesCard } from '../../features/claims';
import type { TabPanelProps } from '../dashboard-tabs';

/** The Admin's Structure tab: the units, then the approval flow (issue 42), overtime and the expense categories (issue 45). HR has the units and the delegations for others (HrStructureTab). */
export default function AdminStructureTab(props: TabPanelProps) {
  return (
    <div className="grid gap-4">
      <StructurePanel {...props} />
      <ApprovalSettingsCard />
      <DelegationsForOthersCard />
      <OvertimeSettingsCard />
      <OnDutySettingsCard />
      {/* Issue 45: what people may claim; the Claims tab appears once there is a category. */}
      <CategoriesCard />
    </div>
  );
}
