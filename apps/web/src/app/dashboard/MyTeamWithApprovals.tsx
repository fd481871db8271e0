import { MyTeamTab } from '../../features/org-structure';
import { PendingForMe } from '../../features/approvals';
import { OvertimePendingForMe } from '../../features/overtime';
import type { TabPanelProps } from '../dashboard-tabs';

/** My Team (issue 42): the requests waiting for the viewer above their team (features compose here). */
export default function MyTeamWithApprovals(props: TabPanelProps) {
  return (
    <div className="grid gap-4">
      <PendingForMe />
      <OvertimePendingForMe />
      <MyTeamTab {...props} />
    </div>
  );
}
