import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  APPROVAL_FLOWS,
  APPROVALS_MESSAGES as M,
  type ApprovalFlow,
  type ApprovalSettings,
} from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { ListState } from '../../../components/ui/list-state';
import { NativeSelect } from '../../../components/ui/native-select';
import { SectionCard } from '../../../components/ui/section-card';
import { call } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';

const KEY = ['approvals', 'settings'] as const;
const FLOW_LABELS: Record<ApprovalFlow, string> = {
  hr: 'HR and Admin decide every request',
  manager: 'The reporting manager decides',
  'manager-then-hr': 'The manager, then HR',
};

/** The Admin's approval flow (issue 42, docs/organisation.md "Approval flows"), on the Structure tab. */
export function ApprovalSettingsCard() {
  const query = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => call('approvals', 'getSettings', { signal }),
  });
  return (
    <SectionCard
      title="Approval flow"
      description="Who decides leave requests. HR and Admin can always decide any request."
    >
      {/* The form appears with the stored settings and keeps what the Admin picks from then on: a choice made
          while they loaded was overwritten by the answer and 'hr' saved (the approvals journey caught it). */}
      <ListState query={query} loading="Loading the approval flow" rows={2} showCause retry>
        {() => <ApprovalSettingsForm stored={query.data!} />}
      </ListState>
    </SectionCard>
  );
}

function ApprovalSettingsForm({ stored }: { stored: ApprovalSettings }) {
  const queryClient = useQueryClient();
  const [flow, setFlow] = useState<ApprovalFlow>(stored.flow);
  const [days, setDays] = useState(String(stored.escalationDays));
  const [handOver, setHandOver] = useState(stored.handOverOnLeave === true);
  const save = useMutation({
    // The hand-over is sent once it was ever set, so a fresh install saves exactly the first shape.
    mutationFn: () =>
      call('approvals', 'putSettings', {
        body: {
          flow,
          escalationDays: Number(days),
          ...(handOver || stored.handOverOnLeave !== undefined ? { handOverOnLeave: handOver } : {}),
        },
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(KEY, saved);
      toast.success(M.saved);
    },
    onError: (error) => toast.error(error instanceof Error ? error.message : M.escalationInvalid),
  });
  return (
    <form
      className="grid gap-3 sm:max-w-md"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor="approval-flow">Flow</Label>
        <NativeSelect
          id="approval-flow"
          value={flow}
          onChange={(event) => setFlow(event.target.value as ApprovalFlow)}
        >
          {APPROVAL_FLOWS.map((value) => (
            <option key={value} value={value}>
              {FLOW_LABELS[value]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="escalation-days">Show to HR after this many working days</Label>
        <Input
          id="escalation-days"
          type="number"
          min={1}
          max={30}
          value={days}
          onChange={(event) => setDays(event.target.value)}
        />
      </div>
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-1"
          checked={handOver}
          onChange={(event) => setHandOver(event.target.checked)}
        />
        <span>
          Hand over automatically while a manager is on leave (to their &quot;while I&apos;m on leave&quot;
          delegate, else their own manager, else HR)
        </span>
      </label>
      <Button type="submit" disabled={save.isPending} className="justify-self-start">
        Save approval flow
      </Button>
    </form>
  );
}
