import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { PEOPLE_MESSAGES, STAFF_ROLES, type Role } from '@hrms/shared';
import { PersonShift } from '../../../components/person-shift/PersonShift';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useRealtimeConnection } from '../../../lib/realtime';
import { readSession, subscribeSession } from '../../../lib/session';
import { useWorkCalendarLiveUpdates } from '../../../lib/work-calendar';
import { useEmployeeDetails } from '../api/use-details';
import { useDetailsLiveUpdates } from '../hooks/use-details-live-updates';
import { AdditionalInfoForm } from './AdditionalInfoForm';
import { MailPreferencesCard } from './MailPreferencesCard';

/** What the page tells the sections other features add below it (composed by app/). */
export interface DetailsSectionContext {
  id: string;
  name: string;
  isOwn: boolean;
  viewerRole: Role;
}

/** Sections of other features below the page's own (the app composes them: features never meet). */
export type DetailsSections = (context: DetailsSectionContext) => ReactNode;

/** /details/{id} (spec section 2): Back, User Profile, and 'Upload Additional Information'. */
export function EmployeeDetailsPage({
  id,
  onBack,
  sections,
}: {
  id: string;
  onBack: () => void;
  sections?: DetailsSections;
}) {
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
      toast.error(PEOPLE_MESSAGES.detailsFetchFailed);
    }
  }, [query.isError]);

  const details = query.data;
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:py-12">
      <title>User Profile · HRMS</title>
      <div>
        <Button variant="outline" onClick={onBack}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back
        </Button>
      </div>
      <Card>
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            User Profile
          </CardTitle>
          {query.isError ? <CardDescription>{PEOPLE_MESSAGES.detailsFetchFailed}</CardDescription> : null}
        </CardHeader>
        <CardContent>
          {query.isPending ? (
            <Spinner label="Loading profile" />
          ) : details ? (
            <div className="grid gap-4">
              <dl className="grid gap-4 sm:grid-cols-2">
                <ProfileItem label="Name" value={details.name} />
                <ProfileItem label="Email" value={details.email} />
                <ProfileItem label="Role" value={details.role} />
                <ProfileItem label="Employee ID" value={details.employeeId} />
              </dl>
              <PersonShift personId={id} personName={details.name} canChange={isStaff} />
            </div>
          ) : null}
        </CardContent>
      </Card>
      {details ? (
        <Card>
          <CardHeader>
            <CardTitle as="h2">Upload Additional Information</CardTitle>
            <CardDescription>
              {isOwn
                ? 'PDF, JPEG or PNG. Each document locks once uploaded; an Admin can grant a re-upload. The personal email locks once set.'
                : 'Only the employee can upload their own documents.'}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <AdditionalInfoForm details={details} editable={isOwn} />
          </CardContent>
        </Card>
      ) : null}
      {details && session && sections
        ? sections({ id, name: details.name, isOwn, viewerRole: session.user.role })
        : null}
      {details && isOwn ? <MailPreferencesCard personId={id} /> : null}
    </main>
  );
}

function ProfileItem({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words">{value}</dd>
    </div>
  );
}
