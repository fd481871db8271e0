import type { Role, SessionUser } from '@hrms/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ApplyLeaveDialog } from './ApplyLeaveDialog';
import { ApproverLeaveTable } from './ApproverLeaveTable';
import { MyLeaveRequestsTable } from './MyLeaveRequestsTable';

interface LeaveTabProps {
  user: SessionUser;
  role: Role;
}

function MyLeaveCard({
  user,
  title,
  description,
}: {
  user: SessionUser;
  title: string;
  description: string;
}) {
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        <ApplyLeaveDialog userId={user.id} />
      </CardHeader>
      <CardContent>
        <MyLeaveRequestsTable userId={user.id} />
      </CardContent>
    </Card>
  );
}

/** The employee's Leave Requests tab: the Apply button and my requests. */
export function EmployeeLeaveTab({ user }: LeaveTabProps) {
  return (
    <MyLeaveCard
      user={user}
      title="Leave Requests"
      description="Apply for leave and follow each request's status."
    />
  );
}

/** Admin and HR: Pending Leave Requests to decide, then My Leave Requests. */
export function ApproverLeaveTab({ user, role }: LeaveTabProps) {
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <Card>
        <CardHeader>
          <CardTitle>Pending Leave Requests</CardTitle>
          <CardDescription>
            Pending requests first; requests decided in the last 30 days follow for context.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ApproverLeaveTable role={role} userId={user.id} />
        </CardContent>
      </Card>
      <MyLeaveCard
        user={user}
        title="My Leave Requests"
        description="Your own requests; another approver decides them."
      />
    </div>
  );
}
