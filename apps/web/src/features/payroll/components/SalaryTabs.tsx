import type { Role } from '@hrms/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { SectionCard } from '../../../components/ui/section-card';
import { AllSalaryHistory } from './AllSalaryHistory';
import { GenerateSalaryForm } from './GenerateSalaryForm';
import { MySalaryHistory } from './MySalaryHistory';
import { PayrollSettingsPanel } from './settings/PayrollSettingsPanel';
import { TaxEstimateCalculator } from './TaxEstimateCalculator';
import { PayrollRunPanel } from './runs/PayrollRunPanel';
import { useOrgToday } from '../../../lib/org-clock';
import { useT } from '../../../lib/i18n/app';

interface PanelProps {
  user: { id: string };
  role: Role;
}

/** Employee 'Salary History' and HR 'My Salary': my own records only. */
export function SalaryHistoryTab({ user, role }: PanelProps) {
  const { t } = useT();
  return (
    <div className="grid gap-4">
      <Card>
        <CardHeader>
          <CardTitle>{role === 'HR' ? t('tab.my-salary') : t('tab.salary-history')}</CardTitle>
          <CardDescription>{t('salary.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <MySalaryHistory userId={user.id} role={role} />
        </CardContent>
      </Card>
      <TaxEstimateSection />
    </div>
  );
}

/** Not in the spec: issue 21's income-tax estimate, for every person. */
function TaxEstimateSection() {
  return (
    <SectionCard
      title="Income Tax Estimate"
      description="The year's income tax on an annual salary income, under the new or the old regime."
    >
      <TaxEstimateCalculator />
    </SectionCard>
  );
}

/**
 * Admin 'Salary Punch In' (the spec's tab name, kept; issue 40 asked for 'Payroll' only where the spec did
 * not fix it): a subtitle says it is the payroll; generate slips, the run, everyone's history, the Admin's own.
 */
export function SalaryPunchInTab({ user, role }: PanelProps) {
  const today = useOrgToday();
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Payroll: generate each month&apos;s salary slips, pay them, download the bank and statutory files, and
        set up payroll (at the bottom of this page).
      </p>
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
      <SectionCard
        title="Payroll Run"
        description="Where a month's payroll stands (draft, generated and locked, paid), its files, its payment and reopening it for changes."
      >
        <PayrollRunPanel today={today} />
      </SectionCard>
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
      <SectionCard
        title="Payroll Settings"
        description="The divisor, the salary structure, statutory deductions and the payslip header."
      >
        <PayrollSettingsPanel />
      </SectionCard>
      <TaxEstimateSection />
    </div>
  );
}
