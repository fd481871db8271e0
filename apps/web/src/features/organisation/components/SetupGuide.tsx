import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Circle, Mail } from 'lucide-react';
import { SETUP_STEP_LABELS, type SetupStatus, type SetupStepId } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { setupStatusQuery } from '../api/organisation';

/** Where each step is done: a dashboard tab (?tab=). */
const STEP_TABS: Record<SetupStepId, string | null> = {
  organisation: 'organisation',
  goLive: 'attendance',
  holidays: 'work-calendar',
  workWeek: 'work-calendar',
  leavePolicies: 'work-calendar',
  payrollSettings: 'salary-punch-in',
  people: 'employee-management',
  openingBalances: 'leave-requests',
};

const DISMISSED_KEY = 'hrms.setup-guide.hidden';

function Step({ step }: { step: SetupStatus['steps'][number] }) {
  const tab = STEP_TABS[step.id];
  const label = SETUP_STEP_LABELS[step.id];
  const Icon = step.done ? CheckCircle2 : Circle;
  return (
    <li className="flex items-center gap-2 text-sm" data-step={step.id} data-done={step.done}>
      <Icon
        aria-hidden="true"
        className={step.done ? 'size-4 text-primary' : 'size-4 text-muted-foreground'}
      />
      {step.available && tab ? (
        <Link to={`?tab=${tab}`} className="underline-offset-4 hover:underline">
          {label}
        </Link>
      ) : (
        <span>{label}</span>
      )}
      <span className="text-muted-foreground">
        {!step.available ? '(Coming soon)' : step.done ? '(Done)' : '(Not done)'}
      </span>
    </li>
  );
}

/** Without SMTP, messages are files on the server: the Admin should know where (docs/mail.md). */
function MailNotice({ mail }: { mail: SetupStatus['mail'] }) {
  if (mail.mode === 'smtp') return null;
  return (
    <p className="flex items-start gap-2 text-sm" role="note">
      <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        No mail server is set up (SMTP_URL): e-mails are not sent but written as files to the outbox folder{' '}
        <code className="break-all">{mail.outboxPath}</code>.
      </span>
    </p>
  );
}

/**
 * The Admin's first-run checklist (issue 40): each step done or not as the server reads it from the data,
 * each a link to where it is done. Once every available step is done it may be hidden (this browser).
 */
export function SetupGuide() {
  const status = useQuery(setupStatusQuery);
  const [hidden, setHidden] = useState(() => localStorage.getItem(DISMISSED_KEY) === '1');
  if (!status.data) return null;
  const available = status.data.steps.filter((s) => s.available);
  const done = available.filter((s) => s.done).length;
  const complete = done === available.length;
  const mail = <MailNotice mail={status.data.mail} />;
  if (complete && hidden)
    return status.data.mail.mode === 'outbox' ? <div className="xl:col-span-3">{mail}</div> : null;
  return (
    <div className="xl:col-span-3">
      <SectionCard
        title="Set up your organisation"
        description={`${done} of ${available.length} steps done. Each step opens where it is done.`}
      >
        <div className="grid gap-3">
          <ol aria-label="Setup steps" className="grid gap-1.5 sm:grid-cols-2">
            {status.data.steps.map((step) => (
              <Step key={step.id} step={step} />
            ))}
          </ol>
          {mail}
          {complete ? (
            <Button
              variant="outline"
              size="sm"
              className="justify-self-start"
              onClick={() => {
                localStorage.setItem(DISMISSED_KEY, '1');
                setHidden(true);
              }}
            >
              Hide the setup guide
            </Button>
          ) : null}
        </div>
      </SectionCard>
    </div>
  );
}
