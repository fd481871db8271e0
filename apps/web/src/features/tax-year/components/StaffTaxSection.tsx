import { useState } from 'react';
import { Receipt } from 'lucide-react';
import type { DeclarationLine, Role } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { renderListState } from '../../../components/ui/list-state';
import { NativeSelect } from '../../../components/ui/native-select';
import { SectionCard } from '../../../components/ui/section-card';
import { usePeopleList } from '../../../lib/people-list';
import { toast } from '../../../lib/toast';
import { useSetWindow, useVerifyLine, type VerifyInput } from '../api/mutations';
import { useMyTaxYear, usePersonTaxYear } from '../api/queries';
import { DeclarationLines } from './DeclarationLines';
import { PersonExtras } from './PersonExtras';
import { PersonProofs } from './PersonProofs';

type StaffRole = Extract<Role, 'Admin' | 'HR'>;

function VerifyForm({ role, personId, line }: { role: StaffRole; personId: string; line: DeclarationLine }) {
  const verify = useVerifyLine(role);
  const [status, setStatus] = useState<VerifyInput['status']>('accepted');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const id = `verify-${line.id}`;
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      aria-label={`Verify ${line.label}`}
      onSubmit={(event) => {
        event.preventDefault();
        const body: VerifyInput = {
          status,
          ...(status === 'partly' ? { verifiedAmount: Number(amount) } : {}),
          ...(reason.trim() ? { reason: reason.trim() } : {}),
        };
        verify.mutate(
          { personId, lineId: line.id, body },
          {
            onSuccess: () => toast.success('Verification saved.'),
            onError: (error) => toast.error(error.message),
          },
        );
      }}
    >
      <div className="grid gap-1">
        <Label htmlFor={`${id}-status`}>Decision</Label>
        <NativeSelect
          id={`${id}-status`}
          value={status}
          onChange={(e) => setStatus(e.target.value as VerifyInput['status'])}
        >
          <option value="accepted">Accept</option>
          <option value="partly">Accept in part</option>
          <option value="rejected">Reject</option>
        </NativeSelect>
      </div>
      {status === 'partly' ? (
        <div className="grid gap-1">
          <Label htmlFor={`${id}-amount`}>Accepted amount</Label>
          <Input
            id={`${id}-amount`}
            inputMode="decimal"
            className="w-32"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        </div>
      ) : null}
      <div className="grid gap-1">
        <Label htmlFor={`${id}-reason`}>Reason</Label>
        <Input
          id={`${id}-reason`}
          className="w-56"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
      <Button type="submit" size="sm" disabled={verify.isPending}>
        Save
      </Button>
    </form>
  );
}

function WindowForm() {
  const mine = useMyTaxYear();
  const setWindow = useSetWindow();
  const [regimeUntil, setRegimeUntil] = useState('');
  const [proofsFrom, setProofsFrom] = useState('');
  const view = mine.data;
  if (!view) return null;
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      aria-label="Tax year windows"
      onSubmit={(event) => {
        event.preventDefault();
        setWindow.mutate(
          { year: view.year, body: { regimeUntil: regimeUntil || null, proofsFrom: proofsFrom || null } },
          {
            onSuccess: () => toast.success('Windows saved.'),
            onError: (error) => toast.error(error.message),
          },
        );
      }}
    >
      <div className="grid gap-1">
        <Label htmlFor="regime-until">Regime choice open until</Label>
        <Input
          id="regime-until"
          type="date"
          value={regimeUntil || (view.window.regimeUntil ?? '')}
          onChange={(e) => setRegimeUntil(e.target.value)}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="proofs-from">Only proofs count from</Label>
        <Input
          id="proofs-from"
          type="date"
          value={proofsFrom || (view.window.proofsFrom ?? '')}
          onChange={(e) => setProofsFrom(e.target.value)}
        />
      </div>
      <Button type="submit" size="sm" disabled={setWindow.isPending}>
        Save windows ({view.label})
      </Button>
    </form>
  );
}

/** Admin and HR: a person's declarations and their verification; the Admin also sets the year's windows. */
export function StaffTaxSection({ role }: { role: StaffRole }) {
  const people = usePeopleList(role);
  const [personId, setPersonId] = useState<string | null>(null);
  const query = usePersonTaxYear(role, personId);
  return (
    <SectionCard title="Tax declarations" description="Verify what people declare for the old regime.">
      <div className="grid gap-4">
        {role === 'Admin' ? <WindowForm /> : null}
        <div className="grid max-w-sm gap-1">
          <Label htmlFor="tax-person">Employee</Label>
          <NativeSelect
            id="tax-person"
            value={personId ?? ''}
            onChange={(e) => setPersonId(e.target.value || null)}
          >
            <option value="">Choose a person</option>
            {(people.data ?? []).map((person) => (
              <option key={person._id} value={person._id}>
                {person.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        {personId
          ? (renderListState({ query, loading: 'Loading their tax year', empty: '', icon: Receipt }) ??
            (query.data ? (
              <>
                <DeclarationLines
                  view={query.data}
                  action={(line) => <VerifyForm role={role} personId={personId} line={line} />}
                />
                <PersonProofs
                  role={role}
                  personId={personId}
                  year={query.data.year}
                  sections={query.data.sections}
                />
                <PersonExtras role={role} personId={personId} />
              </>
            ) : null))
          : null}
      </div>
    </SectionCard>
  );
}
