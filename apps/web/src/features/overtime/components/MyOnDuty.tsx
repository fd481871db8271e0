import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OnDutyRequest, WorkMode } from '@hrms/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { SectionCard } from '../../../components/ui/section-card';
import { call } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/app';
import { useOrgToday } from '../../../lib/org-clock';
import { toDigits } from '../../../lib/i18n/format';
import { currentDigits } from '../../../lib/i18n/store';
import { toast } from '../../../lib/toast';
import { dateText, modeText } from './on-duty-text';

const STATUS_VARIANT = {
  Pending: 'secondary',
  Approved: 'success',
  Rejected: 'destructive',
  Cancelled: 'outline',
} as const;

/**
 * On-duty and work from home on the person's Attendance tab (issue 45, docs/overtime.md): the request form while
 * the Admin has a mode on, and the person's requests. Shown only then (never on a fresh install), so the spec's
 * Attendance tab is unchanged until the Admin turns a mode on.
 */
export function MyOnDuty({ userId }: { userId: string }) {
  const { t } = useT();
  const modes = useQuery({
    queryKey: ['on-duty', 'modes', userId] as const,
    queryFn: ({ signal }) => call('onDuty', 'modes', { own: userId, signal }),
  });
  const list = useQuery({
    queryKey: ['on-duty', 'mine', userId] as const,
    queryFn: ({ signal }) => call('onDuty', 'listOwn', { own: userId, signal }),
  });
  const enabled = modes.data?.modes ?? [];
  const items = list.data ?? [];
  if (enabled.length === 0 && items.length === 0) return null;
  return (
    <SectionCard title={t('onDuty.title')} description={t('onDuty.description')}>
      {enabled.length > 0 ? <RequestForm userId={userId} modes={enabled} /> : null}
      {items.length > 0 ? (
        <ul className="mt-3 divide-y" aria-label={t('onDuty.mine')}>
          {items.map((item) => (
            <RequestItem key={item.id} item={item} userId={userId} />
          ))}
        </ul>
      ) : null}
    </SectionCard>
  );
}

function RequestForm({ userId, modes }: { userId: string; modes: WorkMode[] }) {
  const { t } = useT();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<WorkMode>(modes[0]!);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [reason, setReason] = useState('');
  const send = useMutation({
    mutationFn: () =>
      call('onDuty', 'request', { own: userId, body: { mode, from, ...(to ? { to } : {}), reason } }),
    onSuccess: () => {
      toast.success(t('onDuty.submitted'));
      setFrom('');
      setTo('');
      setReason('');
      void queryClient.invalidateQueries({ queryKey: ['on-duty', 'mine', userId] });
    },
    onError: (error) => toast.error(error instanceof Error ? error.message : t('onDuty.sendFailed')),
  });
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      aria-label={t('onDuty.ask')}
      onSubmit={(event) => {
        event.preventDefault();
        send.mutate();
      }}
    >
      <label className="grid gap-1 text-xs">
        {t('onDuty.mode')}
        <NativeSelect value={mode} onChange={(event) => setMode(event.target.value as WorkMode)}>
          {modes.map((m) => (
            <option key={m} value={m}>
              {modeText(m)}
            </option>
          ))}
        </NativeSelect>
      </label>
      <label className="grid gap-1 text-xs">
        {t('onDuty.from')}
        <Input type="date" required value={from} onChange={(event) => setFrom(event.target.value)} />
      </label>
      <label className="grid gap-1 text-xs">
        {t('onDuty.to')}
        <Input type="date" value={to} onChange={(event) => setTo(event.target.value)} />
      </label>
      <label className="grid min-w-0 flex-1 gap-1 text-xs">
        {t('onDuty.reason')}
        <Input required value={reason} onChange={(event) => setReason(event.target.value)} />
      </label>
      <Button type="submit" size="sm" disabled={send.isPending}>
        {t('onDuty.ask')}
      </Button>
    </form>
  );
}

function RequestItem({ item, userId }: { item: OnDutyRequest; userId: string }) {
  const { t } = useT();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const cancel = useMutation({
    mutationFn: () => call('onDuty', 'cancelOwn', { params: { id: userId, requestId: item.id } }),
    onSuccess: () => {
      toast.success(t('onDuty.cancelled'));
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: ['on-duty', 'mine', userId] });
    },
    onError: (error) => {
      setConfirming(false);
      toast.error(error instanceof Error ? error.message : t('onDuty.cancelFailed'));
    },
  });
  const today = useOrgToday();
  // Pending, or approved and its first day still to come (the server's rule: docs/overtime.md "Cancelling").
  const approvedAhead = item.status === 'Approved' && (item.dates[0] ?? item.from) > today;
  const range = item.from === item.to ? dateText(item.from) : `${dateText(item.from)} – ${dateText(item.to)}`;
  const count = item.dates.length;
  const days = t(count === 1 ? 'days.one' : 'days.many', { count: toDigits(String(count), currentDigits()) });
  return (
    <li className="grid gap-1 py-2 text-sm" data-testid="my-on-duty">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">{`${modeText(item.mode)} · ${range} (${days})`}</span>
        <span className="flex items-center gap-2">
          <Badge variant={STATUS_VARIANT[item.status]}>{t(`leaveStatus.${item.status}`)}</Badge>
          {item.status === 'Pending' || approvedAhead ? (
            <Button
              variant="outline"
              size="sm"
              aria-label={t('onDuty.cancelFor', { range })}
              onClick={() => setConfirming(true)}
            >
              {t('onDuty.cancel')}
            </Button>
          ) : null}
        </span>
      </div>
      <span className="text-muted-foreground">
        {item.reason}
        {item.decidedBy ? ` · ${t('ledger.by', { name: item.decidedBy.name })}` : ''}
        {item.decisionReason ? ` · ${item.decisionReason}` : ''}
      </span>
      <ConfirmDialog
        open={confirming}
        title={t('onDuty.confirmTitle')}
        description={t(approvedAhead ? 'onDuty.confirmApprovedText' : 'onDuty.confirmText', {
          mode: modeText(item.mode),
          range,
        })}
        confirmLabel={t('onDuty.confirm')}
        pending={cancel.isPending}
        onConfirm={() => cancel.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
}
