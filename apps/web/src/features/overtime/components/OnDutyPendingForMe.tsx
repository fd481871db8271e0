import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OnDutyRequest } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { SectionCard } from '../../../components/ui/section-card';
import { call } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/app';
import { toast } from '../../../lib/toast';
import { dateText, modeText } from './on-duty-text';

const KEY = ['on-duty', 'pending-for-me'] as const;

/**
 * On-duty and work-from-home requests waiting for the viewer as the requester's manager or delegate (issue 45,
 * docs/overtime.md): approve, or reject with a reason. Shown only while something waits.
 */
export function OnDutyPendingForMe() {
  const { t } = useT();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => call('onDuty', 'pendingForMe', { signal }),
  });
  const items = query.data ?? [];
  if (items.length === 0) return null;
  const reload = () => void queryClient.invalidateQueries({ queryKey: KEY });
  return (
    <SectionCard title={t('onDutyQueue.title')} description={t('onDutyQueue.description')}>
      <ul className="divide-y" aria-label={t('onDutyQueue.list')}>
        {items.map((item) => (
          <OnDutyDecision key={item.id} item={item} onDone={reload} />
        ))}
      </ul>
    </SectionCard>
  );
}

/** One waiting request and its decision (the manager's queue above, HR's and the Admin's list on Attendance). */
export function OnDutyDecision({ item, onDone }: { item: OnDutyRequest; onDone: () => void }) {
  const { t } = useT();
  const [reason, setReason] = useState('');
  const decide = useMutation({
    mutationFn: (action: 'approve' | 'reject') =>
      action === 'approve'
        ? call('onDuty', 'approve', { params: { id: item.id } })
        : call('onDuty', 'reject', { params: { id: item.id }, body: { reason } }),
    onSuccess: (_answer, action) => {
      toast.success(t(action === 'approve' ? 'onDutyQueue.approved' : 'onDutyQueue.rejected'));
      onDone();
    },
    onError: (error) => toast.error(error instanceof Error ? error.message : t('onDutyQueue.failed')),
  });
  return (
    <li className="grid gap-2 py-3" data-testid="on-duty-pending">
      <div className="min-w-0">
        <p className="text-sm font-medium">{item.employeeName}</p>
        <p className="text-xs text-muted-foreground">
          {`${modeText(item.mode)} · ${item.dates.map(dateText).join(', ')} · ${item.reason}`}
        </p>
      </div>
      <label className="grid gap-1 text-xs">
        {t('onDutyQueue.reason')}
        <Input value={reason} onChange={(event) => setReason(event.target.value)} />
      </label>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => decide.mutate('approve')} disabled={decide.isPending}>
          {t('onDutyQueue.approve')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={decide.isPending}
          onClick={() =>
            reason.trim() ? decide.mutate('reject') : toast.error(t('onDutyQueue.rejectReason'))
          }
        >
          {t('onDutyQueue.reject')}
        </Button>
      </div>
    </li>
  );
}
