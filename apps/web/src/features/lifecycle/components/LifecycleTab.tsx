import type { Role, SessionUser } from '@hrms/shared';
import { LetterTemplatesPanel } from './LetterTemplatesPanel';
import { LifecycleSettingsPanel } from './LifecycleSettingsPanel';
import { ProbationPanel } from './ProbationPanel';

/** The Onboarding tab: probations (HR, Admin); the checklist, probation default and letters (Admin). */
export function LifecycleTab({ user, role }: { user: SessionUser; role: Role }) {
  return (
    <div className="grid gap-4">
      <ProbationPanel userId={user.id} />
      {role === 'Admin' ? (
        <>
          <LifecycleSettingsPanel />
          <LetterTemplatesPanel />
        </>
      ) : null}
    </div>
  );
}
