import { ClaimsTab } from '../../features/claims';
import { AdvanceQueue, MyAdvances, SeparatePayments } from '../../features/advances';
import type { TabPanelProps } from '../dashboard-tabs';

/**
 * The Claims tab (issue 45): expense claims, then salary advances, which come with claims (the tab is listed
 * once the Admin has added an expense category). Features compose here.
 */
export default function ClaimsWithAdvances({ user, role }: TabPanelProps) {
  return (
    <div className="grid gap-6">
      <ClaimsTab />
      <AdvanceQueue />
      <SeparatePayments role={role} />
      <MyAdvances userId={user.id} />
    </div>
  );
}
