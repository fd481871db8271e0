import { useState } from 'react';
import { Save } from 'lucide-react';
import { PUNCH_PLACE_MESSAGES as M, type PunchPlaces, type Role, type SessionUser } from '@hrms/shared';
import { Button } from '../../../../components/ui/button';
import { renderListState } from '../../../../components/ui/list-state';
import { ApiError } from '../../../../lib/api';
import { toast } from '../../../../lib/toast';
import { usePunchPlaces, useSavePunchPlaces } from '../../api/punch-places';
import { LocationsEditor } from './LocationsEditor';
import { NetworksEditor } from './NetworksEditor';

const same = (a: PunchPlaces, b: PunchPlaces) => JSON.stringify(a) === JSON.stringify(b);

function PunchPlacesEditor({ saved }: { saved: PunchPlaces }) {
  const [draft, setDraft] = useState(saved);
  const save = useSavePunchPlaces();
  const changed = !same(draft, saved);

  const onSave = () =>
    save.mutate(draft, {
      onSuccess: (stored) => {
        setDraft(stored);
        toast.success(M.saved);
      },
      onError: (error) =>
        toast.error(M.saveFailed, error instanceof ApiError ? { description: error.message } : undefined),
    });

  return (
    <div className="grid gap-6">
      <p className="text-sm text-muted-foreground">
        Both lists empty: punch-in works from anywhere. With networks, punch-in is refused from other
        networks; with locations, the browser sends its position and a punch outside every radius is refused.
        With both, both must pass.
      </p>
      <NetworksEditor
        networks={draft.networks}
        onChange={(networks) => setDraft({ ...draft, networks })}
        disabled={save.isPending}
      />
      <LocationsEditor
        locations={draft.locations}
        onChange={(locations) => setDraft({ ...draft, locations })}
        disabled={save.isPending}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" onClick={onSave} disabled={!changed} loading={save.isPending}>
          {save.isPending ? null : <Save className="size-4" aria-hidden="true" />}
          Save
        </Button>
        {changed ? (
          <span className="text-sm text-muted-foreground" role="status">
            Unsaved changes
          </span>
        ) : null}
      </div>
    </div>
  );
}

/**
 * Where a punch-in may come from (issue 19, Admin only): office networks and locations, saved together.
 * The draft starts from the stored settings and is replaced by what the server keeps.
 */
export function PunchPlacesPanel(_props: { user: SessionUser; role: Role }) {
  const places = usePunchPlaces();
  const state = renderListState({ query: places, loading: 'Loading punch places', failed: M.loadFailed });
  if (state) return state;
  return <PunchPlacesEditor saved={places.data!} />;
}
