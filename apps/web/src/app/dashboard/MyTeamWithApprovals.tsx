import { MyTeamTab } from '../../features/org-structure';
import { PendingForMe } from '../../features/approvals';
import { TeamResignations } from '../../features/exit';
import type { TabPanelProps } from '../dashboard-tabs';

/** My Team (issue 42): the requests waiting for the viewer above their team (features compose here). */
export default function MyTeamWithApprovals(props: TabPanelProps) {
  return (
    <div className="grid gap-4">
      <PendingForMe />
      <TeamResignations />
      <MyTeamTab {...props} />
    </div>
  );
}
