import type { Role } from '@hrms/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { AllSalaryHistory } from './AllSalaryHistory';
import { GenerateSalaryForm } from './GenerateSalaryForm';
import { MySalaryHistory } from './MySalaryHistory';

interface PanelProps {
  user: { id: string };
  role: Role;
}

/** Employee 'Salary History' and HR 'My Salary': my own records only. */
export function SalaryHistoryTab({ user, role }: PanelProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{role === 'HR' ? 'My Salary' : 'Salary History'}</CardTitle>
        <CardDescription>Your salary slips, newest first.</CardDescription>
      </CardHeader>
      <CardContent>
        <MySalaryHistory userId={user.id} role={role} />
      </CardContent>
    </Card>
  );
}

/** Admin 'Salary Punch In': generate slips, everyone's history, and the Admin's own. */
export function SalaryPunchInTab({ user, role }: PanelProps) {
  return (
    <div className="grid gap-4">
      <Card>
        <CardHeader>
          <CardTitle>Generate Salary Slips</CardTitle>
          <CardDescription>
            Choose people and a pay period that has ended, such as October 2025.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <GenerateSalaryForm />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>All Salary History</CardTitle>
        </CardHeader>
        <CardContent>
          <AllSalaryHistory />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>My Salary History</CardTitle>
        </CardHeader>
        <CardContent>
          <MySalaryHistory userId={user.id} role={role} />
        </CardContent>
      </Card>
    </div>
  );
}
