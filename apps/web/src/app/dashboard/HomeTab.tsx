import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { ClockCard } from '../../features/attendance/clock';
import { ListSkeleton } from '../../components/ui/list-state';
import { useAfterPaint } from '../../lib/use-after-paint';
import type { TabPanelProps } from '../dashboard-tabs';

// Not preloaded with the page (apps/web/build/route-preloads.ts follows static imports only) and not
// requested before the clock card has painted: it never competes with the first screen for bandwidth.
let sectionsCode: Promise<ComponentType<TabPanelProps>> | undefined;
const loadHomeSections = () => (sectionsCode ??= import('./HomeSections').then((m) => m.default));

/**
 * The sections once their code is in, rendered only then. Not React.lazy under Suspense: a Suspense
 * boundary that showed its fallback reveals its content at the earliest 300 ms after that (React's
 * throttle), which held the sections back that long after their code had arrived. A failed download
 * is thrown during render, as a lazy component's would be, so the route's error page offers a reload.
 */
function useHomeSections(painted: boolean): ComponentType<TabPanelProps> | null {
  const [loaded, setLoaded] = useState<{ Sections?: ComponentType<TabPanelProps>; error?: unknown }>({});
  useEffect(() => {
    if (!painted) return;
    let current = true;
    loadHomeSections().then(
      // As a transition, like the Suspense retry it replaces: React renders the sections in short slices.
      (Sections) => current && startTransition(() => setLoaded({ Sections })),
      (error: unknown) => {
        sectionsCode = undefined; // the next visit to Home tries again
        if (current) setLoaded({ error });
      },
    );
    return () => {
      current = false;
    };
  }, [painted]);
  if (loaded.error) throw loaded.error;
  return loaded.Sections ?? null;
}

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
  const Sections = useHomeSections(useAfterPaint());
  return (
    <div className="grid gap-4 xl:grid-cols-3" data-user={user.id} data-role={role}>
      {/* slot: attendance (clock and punch card; 'Mark Your Attendance' for Admin/HR) */}
      <div className="xl:col-span-3">
        <ClockCard role={role} userId={user.id} />
      </div>
      {Sections ? <Sections user={user} role={role} /> : <SectionsPlaceholder />}
    </div>
  );
}
