import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import type { Role, SessionUser } from '@hrms/shared';
import { DashboardShell } from '../../components/layout/DashboardShell';
import { PageSpinner } from '../../components/ui/spinner';
import { formatDateDMY } from '../../lib/format';
import { useOrgToday } from '../../lib/org-clock';
import { useOrgConfig } from '../../lib/org-config';
import { useAfterPaint } from '../../lib/use-after-paint';
import { ChangePasswordButton, useLogout, useSession } from '../../features/auth';
import { useNotificationBell } from '../../features/notifications/live';
import { useStructureStanding } from '../../features/org-structure/team';
import { useApprovalsWaiting } from '../../features/approvals/standing';
import { useTaxYearInUse } from '../../features/tax-year/standing';
import { useClaimsInUse } from '../../features/claims/standing';
import { DEFAULT_TAB, ROLE_DASHBOARDS, TAB_META, isTabOf, panelFor, type TabId } from '../dashboard-tabs';
import { ComingSoonPanel } from './ComingSoonPanel';
import { translateOr, useT } from '../../lib/i18n/app';
import { useProfileLanguage } from '../../lib/i18n/use-profile-language';

// The live listeners and the socket start after the first paint: their code and event schemas are not
// needed to show the dashboard (DashboardLiveUpdates.tsx).
const DashboardLiveUpdates = lazy(() => import('./DashboardLiveUpdates'));

function TabPanelHost({ tab, role, user }: { tab: TabId; role: Role; user: SessionUser }) {
  const Panel = panelFor(tab, role);
  if (!Panel) return <ComingSoonPanel title={TAB_META[tab].label} />;
  // One boundary per tab: a tab whose code is still downloading shows the spinner at once, and the
  // sidebar marks it as current, instead of the old tab staying on screen until the code arrives.
  return (
    <Suspense key={tab} fallback={<PageSpinner />}>
      <Panel user={user} role={role} />
    </Suspense>
  );
}

/** A tab's label in the person's language; a tab added since the messages were written keeps its English. */
const tabLabel = (id: TabId) => translateOr(`tab.${id}`, TAB_META[id].label);

/** One dashboard for all three roles; what differs per role lives in ROLE_DASHBOARDS. */
export function DashboardPage({ role }: { role: Role }) {
  const session = useSession();
  const { t } = useT();
  const logout = useLogout();
  const { config } = useOrgConfig();
  const [searchParams, setSearchParams] = useSearchParams();
  const painted = useAfterPaint();
  // The business date on the server's clock, not the device's (a wrong phone clock must not show another day).
  const today = useOrgToday();
  const { hasUnread } = useNotificationBell(role, session?.user.id ?? null);
  // My Team is listed only for people who manage someone, and an Employee's Org Chart only once they are in the
  // structure (issue 42: a fresh install keeps the spec's tabs); asked after the first paint.
  const { managesSomeone, inStructure } = useStructureStanding(
    painted && session !== null,
    session?.user.id ?? null,
  );

  // Issue 42: My Team is listed too for a delegate who manages nobody while something waits for them.
  const approvalsWaiting = useApprovalsWaiting(painted && session !== null);

  // My Tax is listed once the tax year is in use (issue 44: TDS on, a window, a choice or declarations).
  const taxInUse = useTaxYearInUse(painted && session !== null);
  // Claims is listed once the Admin has added an expense category (issue 45).
  const claimsInUse = useClaimsInUse(painted && session !== null);

  useProfileLanguage(session?.user.id ?? '');
  // The route guard has already checked this; the check only narrows the type.
  if (!session) return null;

  const dashboard = ROLE_DASHBOARDS[role];
  const requested = searchParams.get('tab');
  // An unknown or other-role ?tab= falls back to Home rather than showing an empty page.
  const activeTab = isTabOf(role, requested) ? requested : DEFAULT_TAB;
  const tabs = dashboard.tabs
    .filter((id) => id !== 'my-team' || managesSomeone || approvalsWaiting || activeTab === 'my-team')
    .filter((id) => id !== 'org-chart' || role !== 'Employee' || inStructure || activeTab === 'org-chart')
    .filter((id) => id !== 'my-tax' || taxInUse || activeTab === 'my-tax')
    .filter((id) => id !== 'claims' || claimsInUse || activeTab === 'claims')
    .map((id) => ({ ...TAB_META[id], id, label: tabLabel(id) }));
  const selectTab = (id: string) => setSearchParams({ tab: id });
  const subheading = [config?.orgName, formatDateDMY(today)].filter(Boolean).join(' · ');

  return (
    <DashboardShell
      tabs={tabs}
      activeTab={activeTab}
      onSelectTab={selectTab}
      heading={t(`greeting.${role}`, { name: session.user.name })}
      subheading={subheading}
      brand={config ? { name: config.orgName, logoUrl: config.orgLogoUrl ?? null } : undefined}
      user={session.user}
      detailsHref={`/details/${session.user.id}`}
      hasUnread={hasUnread}
      onBellClick={() => selectTab(dashboard.bellTab)}
      onLogout={logout}
      accountAction={<ChangePasswordButton />}
    >
      <title>{`${tabLabel(activeTab)} · HRMS`}</title>
      {painted ? (
        <Suspense fallback={null}>
          <DashboardLiveUpdates session={session} role={role} />
        </Suspense>
      ) : null}
      <TabPanelHost tab={activeTab} role={role} user={session.user} />
    </DashboardShell>
  );
}
