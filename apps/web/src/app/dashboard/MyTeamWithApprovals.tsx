import { MyTeamTab } from '../../features/org-structure';
import { TeamResignations } from '../../features/exit';
import { DelegationsCard, PendingCorrectionsForMe, PendingForMe } from '../../features/approvals';
import { OnDutyPendingForMe, OvertimePendingForMe } from '../../features/overtime';
import { AdvanceQueue } from '../../features/advances';
import type { TabPanelProps } from '../dashboard-tabs';

/**
 * My Team (issue 42): the leave requests and corrections waiting for the viewer above their team, and the
 * hand-over of their approvals below it (features compose here).
 */
export default function MyTeamWithApprovals(props: TabPanelProps) {
  return (
    <div className="grid gap-4">
      <PendingForMe />
      <TeamResignations />
      <PendingCorrectionsForMe />
      <OvertimePendingForMe />
      <OnDutyPendingForMe />
      <AdvanceQueue onlyWhenWaiting />
      <MyTeamTab {...props} />
      <DelegationsCard role={props.role} />
    </div>
  );
}
