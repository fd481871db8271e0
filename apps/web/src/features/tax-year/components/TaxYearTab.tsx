import type { Role, SessionUser } from '@hrms/shared';
import { MyTaxSection } from './MyTaxSection';
import { StaffTaxSection } from './StaffTaxSection';
import { MyRentSection } from './MyRentSection';
import { StaffFormsSection } from './StaffFormsSection';
import { MyProofsSection } from './MyProofsSection';
import { TaxRegisterSection } from './TaxRegisterSection';

/** My Tax (issue 44, docs/tax-year.md): one's own tax year; Admin and HR also verify others'. */
export function TaxYearTab({ role }: { user: SessionUser; role: Role }) {
  return (
    <div className="grid gap-6">
      <MyTaxSection />
      <MyRentSection />
      <MyProofsSection />
      {role === 'Admin' || role === 'HR' ? <StaffTaxSection role={role} /> : null}
      {role === 'Admin' || role === 'HR' ? <StaffFormsSection role={role} /> : null}
      {role === 'Admin' || role === 'HR' ? <TaxRegisterSection role={role} /> : null}
    </div>
  );
}
