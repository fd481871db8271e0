import { lazy, Suspense } from 'react';
import { ClockCard } from '../../features/attendance/clock';
import { ListSkeleton } from '../../components/ui/list-state';
import { useAfterPaint } from '../../lib/use-after-paint';
import type { TabPanelProps } from '../dashboard-tabs';

// Not preloaded with the page (apps/web/build/route-preloads.ts follows static imports only) and not
// requested before the clock card has painted: it never competes with the first screen for bandwidth.
const HomeSections = lazy(() => import('./HomeSections'));

/** Holds at least a screen's height, so nothing visible moves when the sections replace it. */
function SectionsPlaceholder() {
  return (
    <div className="min-h-screen xl:col-span-3">
      <ListSkeleton rows={3} variant="card" label="Loading the dashboard" />
    </div>
  );
}

/**
 * The Home tab of every role composes sections owned by several features (features never import
 * each other; the app layer puts them together). The clock and punch card, what a person opens the
 * app for at 9 AM, paints first; the other sections (HomeSections.tsx) follow.
 */
export default function HomeTab({ user, role }: TabPanelProps) {
  const painted = useAfterPaint();
  return (
    <div className="grid gap-4 xl:grid-cols-3" data-user={user.id} data-role={role}>
      {/* slot: attendance (clock and punch card; 'Mark Your Attendance' for Admin/HR) */}
      <div className="xl:col-span-3">
        <ClockCard role={role} userId={user.id} />
      </div>
      <Suspense fallback={<SectionsPlaceholder />}>
        {painted ? <HomeSections user={user} role={role} /> : <SectionsPlaceholder />}
      </Suspense>
    </div>
  );
}
