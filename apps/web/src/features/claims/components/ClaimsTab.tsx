import { ClaimQueue } from './ClaimQueue';
import { MyClaims } from './MyClaims';

/** Claims (issue 45, docs/claims.md): one's own claims, what waits for the caller, (the Admin's categories are on the Structure tab). */
export function ClaimsTab() {
  return (
    <div className="grid gap-6">
      <ClaimQueue />
      <MyClaims />
    </div>
  );
}
