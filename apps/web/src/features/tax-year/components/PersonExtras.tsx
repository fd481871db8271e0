import { useState } from 'react';
import type { Role } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { toast } from '../../../lib/toast';
import { downloadPersonForm130, usePersonExtras, useVerifyPrevious, useVerifyRent } from '../api/forms';
import { ExtrasSummary } from './MyRentSection';

type StaffRole = Extract<Role, 'Admin' | 'HR'>;
const failed = (error: Error) => toast.error(error.message);

/** A person's rent and earlier employer with HR's decisions, and their Form 130 (Admin, HR). */
export function PersonExtras({ role, personId }: { role: StaffRole; personId: string }) {
  const query = usePersonExtras(role, personId);
  const verifyRent = useVerifyRent(role);
  const verifyPrevious = useVerifyPrevious(role);
  const [status, setStatus] = useState<'accepted' | 'partly' | 'rejected'>('accepted');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const extras = query.data;
  if (!extras) return null;
  const saved = { onSuccess: () => toast.success('Verification saved.'), onError: failed };
  return (
    <div className="grid gap-3 border-t pt-3">
      <h3 className="text-sm font-semibold">Rent and earlier employer</h3>
      <ExtrasSummary extras={extras} />
      {extras.rent || extras.previous ? (
        <div className="flex flex-wrap items-end gap-2">
          <div className="grid gap-1">
            <Label htmlFor="extras-status">Decision</Label>
            <NativeSelect
              id="extras-status"
              value={status}
              onChange={(e) => setStatus(e.target.value as typeof status)}
            >
              <option value="accepted">Accept</option>
              <option value="partly">Accept rent in part</option>
              <option value="rejected">Reject</option>
            </NativeSelect>
          </div>
          {status === 'partly' ? (
            <div className="grid gap-1">
              <Label htmlFor="extras-amount">Accepted monthly rent</Label>
              <Input
                id="extras-amount"
                className="w-32"
                inputMode="decimal"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
              />
            </div>
          ) : null}
          <div className="grid gap-1">
            <Label htmlFor="extras-reason">Reason</Label>
            <Input
              id="extras-reason"
              className="w-56"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </div>
          {extras.rent ? (
            <Button
              size="sm"
              onClick={() =>
                verifyRent.mutate(
                  {
                    personId,
                    body: {
                      year: extras.year,
                      status,
                      ...(status === 'partly' ? { verifiedAmount: Number(amount) } : {}),
                      ...(reason.trim() ? { reason: reason.trim() } : {}),
                    },
                  },
                  saved,
                )
              }
            >
              Save rent decision
            </Button>
          ) : null}
          {extras.previous && status !== 'partly' ? (
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                verifyPrevious.mutate(
                  {
                    personId,
                    body: { year: extras.year, status, ...(reason.trim() ? { reason: reason.trim() } : {}) },
                  },
                  saved,
                )
              }
            >
              Save earlier-employer decision
            </Button>
          ) : null}
        </div>
      ) : null}
      <div>
        <Button
          size="sm"
          variant="outline"
          disabled={!extras.certificateReady}
          onClick={() => void downloadPersonForm130(role, personId, extras.year).catch(failed)}
        >
          Download Form 130 (Part B)
        </Button>
      </div>
    </div>
  );
}
