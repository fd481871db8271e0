import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { useBalanceLiveUpdates } from '../../hooks/use-balance-live-updates';
import { LeaveBalances } from './LeaveBalances';

export interface PersonLeaveSectionProps {
  personId: string;
  personName: string;
  /** HR and Admin adjust the balance; the person reads it. */
  canManage: boolean;
}

/** The details page's 'Leave Balances' card: the balances, the ledger, and HR/Admin's adjustment. */
export function PersonLeaveSection({ personId, personName, canManage }: PersonLeaveSectionProps) {
  useBalanceLiveUpdates(personId);
  return (
    <Card role="region" aria-label="Leave Balances">
      <CardHeader>
        <CardTitle as="h2">Leave Balances</CardTitle>
        <CardDescription>
          This leave year.{canManage ? ' An adjustment needs a reason and is recorded in the audit log.' : ''}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <LeaveBalances personId={personId} personName={personName} canAdjust={canManage} />
      </CardContent>
    </Card>
  );
}
