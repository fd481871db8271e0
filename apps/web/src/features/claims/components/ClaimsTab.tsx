import type { Role, SessionUser } from '@hrms/shared';
import { CategoriesCard } from './CategoriesCard';
import { ClaimQueue } from './ClaimQueue';
import { MyClaims } from './MyClaims';

/** Claims (issue 45, docs/claims.md): one's own claims, what waits for the caller, and the Admin's categories. */
export function ClaimsTab({ role }: { user: SessionUser; role: Role }) {
  return (
    <div className="grid gap-6">
      <ClaimQueue />
      <MyClaims />
      {role === 'Admin' ? <CategoriesCard /> : null}
    </div>
  );
}
