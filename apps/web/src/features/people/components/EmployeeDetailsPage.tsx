import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { STAFF_ROLES, type Role } from '@hrms/shared';
import { PersonShift } from '../../../components/person-shift/PersonShift';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { translate, useT } from '../../../lib/i18n/app';
import { useRealtimeConnection } from '../../../lib/realtime';
import { readSession, subscribeSession } from '../../../lib/session';
import { useWorkCalendarLiveUpdates } from '../../../lib/work-calendar';
import { useEmployeeDetails } from '../api/use-details';
import { useDetailsLiveUpdates } from '../hooks/use-details-live-updates';
import { AdditionalInfoForm } from './AdditionalInfoForm';
import { MailPreferencesCard } from './MailPreferencesCard';
import { PersonTabs } from './PersonTabs';

/** The page's own tabs, in the person's language; the app adds payroll, leave and attendance (issue 40). */
const ownTabs = (): DetailsTab[] => [
  { id: 'details', label: translate('profile.tab.details') },
  { id: 'documents', label: translate('profile.tab.documents') },
];

/** What the page tells the sections other features add below it (composed by app/). */
export interface DetailsSectionContext {
  id: string;
  name: string;
  isOwn: boolean;
  viewerRole: Role;
  /** The person's own role (issue 40: HR keeps profiles, an Admin's excepted). */
  personRole: Role;
}

/** A tab of the person page beyond Details and Documents: its label and the id of the section it opens. */
export interface DetailsTab {
  id: string;
  label: string;
}

/** Sections of other features below the page's own (the app composes them: features never meet). */
export type DetailsSections = (context: DetailsSectionContext) => ReactNode;

/** /details/{id} (spec section 2): Back, User Profile, and 'Upload Additional Information'. */
export function EmployeeDetailsPage({
  id,
  onBack,
  sections,
  tabs,
}: {
  id: string;
  onBack: () => void;
  sections?: DetailsSections;
  /** The tabs of the sections other features add (in their order below the page's own). */
  tabs?: (context: DetailsSectionContext) => DetailsTab[];
}) {
  const { t } = useT();
  const session = useSyncExternalStore(subscribeSession, readSession, () => null);
  // This page lives outside the dashboard, so it keeps its own live channel (reupload_access_granted).
  useRealtimeConnection(session);
  useDetailsLiveUpdates(id);
  // A shift assigned or changed while the page is open shows at once (work_calendar_changed).
  useWorkCalendarLiveUpdates();
  const query = useEmployeeDetails(id);
  const isOwn = session?.user.id === id;
  const isStaff = session ? STAFF_ROLES.includes(session.user.role) : false;

  const warned = useRef(false);
  useEffect(() => {
    if (query.isError && !warned.current) {
      warned.current = true;
      toast.error(translate('profile.fetchFailed'));
    }
  }, [query.isError]);

  const details = query.data;
  const context: DetailsSectionContext | null =
    details && session
      ? { id, name: details.name, isOwn, viewerRole: session.user.role, personRole: details.role }
      : null;
  const allTabs = [...ownTabs(), ...(context && tabs ? tabs(context) : [])];
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:py-12">
      <title>{t('profile.pageTitle')}</title>
      <div>
        <Button variant="outline" onClick={onBack}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('profile.back')}
        </Button>
      </div>
      {details ? <PersonTabs tabs={allTabs} /> : null}
      <Card id="details" className="scroll-mt-4">
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            {t('profile.title')}
          </CardTitle>
          {query.isError ? <CardDescription>{t('profile.fetchFailed')}</CardDescription> : null}
        </CardHeader>
        <CardContent>
          {query.isPending ? (
            <Spinner label={t('profile.loading')} />
          ) : details ? (
            <div className="grid gap-4">
              <dl className="grid gap-4 sm:grid-cols-2">
                <ProfileItem label={t('profile.name')} value={details.name} />
                <ProfileItem label={t('profile.email')} value={details.email} />
                <ProfileItem label={t('profile.role')} value={t(`profile.roleName.${details.role}`)} />
                <ProfileItem label={t('profile.employeeId')} value={details.employeeId} />
              </dl>
              <PersonShift personId={id} personName={details.name} canChange={isStaff} />
            </div>
          ) : null}
        </CardContent>
      </Card>
      {details ? (
        <Card id="documents" className="scroll-mt-4">
          <CardHeader>
            <CardTitle as="h2">{t('profile.documentsTitle')}</CardTitle>
            <CardDescription>
              {isOwn ? t('profile.documentsOwn') : t('profile.documentsOthers')}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <AdditionalInfoForm details={details} editable={isOwn} />
          </CardContent>
        </Card>
      ) : null}
      {context && sections ? sections(context) : null}
      {details && isOwn ? <MailPreferencesCard personId={id} /> : null}
    </main>
  );
}

function ProfileItem({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium wrap-anywhere">{value}</dd>
    </div>
  );
}
