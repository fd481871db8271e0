import { MonitorSmartphone } from 'lucide-react';
import type { ActiveSession } from '@hrms/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ListState } from '../../../components/ui/list-state';
import { SectionCard } from '../../../components/ui/section-card';
import { toast } from '../../../lib/toast';
import { useRevokeSession, useSessions, useSignOutOthers } from '../api/sessions';

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** 'Active sessions' on one's own details page: each sign-in's device, address and times (docs/security.md). */
export function SessionsSection() {
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const others = useSignOutOthers();
  const list = sessions.data ?? [];
  const hasOthers = list.some((session) => !session.current);

  const signOut = (session: ActiveSession) =>
    revoke.mutate(session.id, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) => toast.error('Failed to sign the session out.', { description: error.message }),
    });

  return (
    <SectionCard
      title="Active sessions"
      description="Where you are signed in. Sign out any you do not recognise."
    >
      <ListState
        query={sessions}
        loading="Loading sessions"
        empty="No active sessions."
        isEmpty={list.length === 0}
        icon={MonitorSmartphone}
        failed="Failed to load your sessions."
      >
        {() => (
          <div className="grid gap-3">
            <ul aria-label="Active sessions" className="grid gap-2">
              {list.map((session) => (
                <li
                  key={session.id}
                  className="flex flex-col gap-2 rounded-md border p-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="grid min-w-0 gap-0.5 text-sm">
                    <span className="flex flex-wrap items-center gap-2 font-medium">
                      {session.device}
                      {session.current ? <Badge variant="secondary">This device</Badge> : null}
                    </span>
                    <span className="break-all text-muted-foreground">{session.ipAddress}</span>
                    <span className="text-muted-foreground">
                      Signed in {when.format(new Date(session.createdAt))} · last seen{' '}
                      {when.format(new Date(session.lastSeenAt))}
                    </span>
                  </div>
                  {session.current ? null : (
                    <Button
                      variant="outline"
                      size="sm"
                      className="self-start sm:self-center"
                      loading={revoke.isPending && revoke.variables === session.id}
                      aria-label={`Sign out ${session.device} (${session.ipAddress})`}
                      onClick={() => signOut(session)}
                    >
                      Sign out
                    </Button>
                  )}
                </li>
              ))}
            </ul>
            {hasOthers ? (
              <Button
                variant="outline"
                className="justify-self-start"
                loading={others.isPending}
                onClick={() =>
                  others.mutate(undefined, {
                    onSuccess: (answer) => toast.success(answer.message),
                    onError: (error) =>
                      toast.error('Failed to sign the other sessions out.', { description: error.message }),
                  })
                }
              >
                Sign out all other sessions
              </Button>
            ) : null}
          </div>
        )}
      </ListState>
    </SectionCard>
  );
}
