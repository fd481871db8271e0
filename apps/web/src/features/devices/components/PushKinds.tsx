import { useQuery } from '@tanstack/react-query';
import { PUSH_KINDS, PUSH_KIND_LABELS, type PushKind, type Role } from '@hrms/shared';
import { toast } from '../../../lib/toast';
import { pushPreferencesQuery, useSavePushPreferences } from '../api/review';

/** Which kinds of notification reach the person's phones: each on or off, saved at once. */
export function PushKinds({ role }: { role: Role }) {
  const query = useQuery(pushPreferencesQuery(role));
  const save = useSavePushPreferences(role);
  if (query.isPending) return <p className="w-full text-sm text-muted-foreground">Loading your choices…</p>;
  if (query.isError)
    return (
      <p role="alert" className="w-full text-sm">
        Your notification choices could not be loaded. {query.error.message}
      </p>
    );
  const toggle = (kind: PushKind, on: boolean) =>
    save.mutate({ ...query.data, [kind]: on }, { onError: (error) => toast.error(error.message) });
  return (
    <fieldset className="grid w-full gap-2 sm:grid-cols-2">
      <legend className="mb-1 text-sm font-medium">Send to my phones</legend>
      {PUSH_KINDS.map((kind) => (
        <label key={kind} className="flex min-h-9 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4"
            checked={query.data[kind]}
            disabled={save.isPending}
            onChange={(e) => toggle(kind, e.target.checked)}
          />
          {PUSH_KIND_LABELS[kind]}
        </label>
      ))}
    </fieldset>
  );
}
