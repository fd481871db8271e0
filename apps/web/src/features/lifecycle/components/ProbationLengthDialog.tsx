import { useState, type FormEvent } from 'react';
import { LIFECYCLE_MESSAGES, probationOverrideBodySchema, type Probation } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../lib/toast';
import { useSetProbation } from '../api/mutations';

/** Months as typed: blank is the organisation's default (null); anything else must be whole months 0–24. */
function parseMonths(text: string): { months: number | null } | { error: string } {
  if (text.trim() === '') return { months: null };
  const parsed = probationOverrideBodySchema.safeParse({ months: Number(text) });
  return parsed.success ? { months: parsed.data.months } : { error: LIFECYCLE_MESSAGES.months };
}

/** One person's own probation length (PUT /api/lifecycle/probations/:id); the message shows beside the field. */
export function ProbationLengthDialog({ probation, onClose }: { probation: Probation; onClose: () => void }) {
  const save = useSetProbation();
  const [text, setText] = useState(probation.overrideMonths === null ? '' : String(probation.overrideMonths));
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseMonths(text);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    setError(null);
    save.mutate(
      { id: probation.personId, body: { months: parsed.months } },
      {
        onSuccess: () => {
          toast.success(LIFECYCLE_MESSAGES.probationSaved);
          onClose();
        },
        onError: (failure) =>
          setError(failure instanceof Error && failure.message ? failure.message : 'Something went wrong.'),
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => (open || save.isPending ? undefined : onClose())}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{`${probation.name}'s probation length`}</DialogTitle>
            <DialogDescription>
              The end is counted from the joining date; leave it blank for the organisation's default.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor="probation-months">Months</Label>
            <Input
              id="probation-months"
              inputMode="numeric"
              autoComplete="off"
              value={text}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'probation-months-error' : 'probation-months-hint'}
              onChange={(e) => setText(e.target.value)}
            />
            {error ? (
              <p id="probation-months-error" role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : (
              <p id="probation-months-hint" className="text-xs text-muted-foreground">
                0 to 24 whole months; blank: the default.
              </p>
            )}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
