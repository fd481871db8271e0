import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Crosshair, MapPin, Plus, X } from 'lucide-react';
import {
  PUNCH_PLACE_LIMITS,
  PUNCH_PLACE_MESSAGES as M,
  formatDistance,
  punchLocationFormSchema,
  type PunchLocation,
} from '@hrms/shared';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { SUBMIT_ONLY, firstErrorMessage } from '../../../../lib/form';
import { currentPosition } from '../../geolocation';

interface LocationsEditorProps {
  locations: PunchLocation[];
  onChange: (locations: PunchLocation[]) => void;
  disabled?: boolean;
}

// Number inputs start empty (NaN until typed: the schema's message says what is wanted).
const EMPTY = { name: '', latitude: NaN, longitude: NaN, radiusMeters: 200 };
const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

/** Office locations: a name, a centre and a radius each; 'Use my current location' fills the centre. */
export function LocationsEditor({ locations, onChange, disabled }: LocationsEditorProps) {
  const form = useForm({
    ...SUBMIT_ONLY,
    resolver: zodResolver(punchLocationFormSchema),
    defaultValues: EMPTY,
  });
  const [locating, setLocating] = useState(false);
  const error = firstErrorMessage(form.formState.errors);
  const full = locations.length >= PUNCH_PLACE_LIMITS.maxLocations;
  const off = disabled || full;

  const onAdd = form.handleSubmit((location) => {
    const name = location.name.toLowerCase();
    if (locations.some((l) => l.name.toLowerCase() === name)) {
      form.setError('name', { message: M.duplicatePlace });
      return;
    }
    onChange([...locations, location]);
    form.reset(EMPTY);
  });

  const fillFromHere = async () => {
    setLocating(true);
    try {
      const { latitude, longitude } = await currentPosition();
      form.setValue('latitude', round6(latitude ?? NaN));
      form.setValue('longitude', round6(longitude ?? NaN));
      form.clearErrors();
    } catch (failure) {
      form.setError('root', { message: (failure as Error).message });
    } finally {
      setLocating(false);
    }
  };

  const number = { valueAsNumber: true } as const;
  const described = error ? { 'aria-describedby': 'punch-location-error' } : {};

  return (
    <div className="grid gap-3">
      <h3 className="text-sm font-semibold">Office locations</h3>
      {locations.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No location set: punch-in does not ask for a position.
        </p>
      ) : (
        <ul className="grid gap-2" aria-label="Office locations">
          {locations.map((location) => (
            <li key={location.name} className="flex items-start gap-2 rounded-md border p-2 text-sm">
              <MapPin className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <div className="grid min-w-0 flex-1">
                <span className="font-medium break-words">{location.name}</span>
                <span className="text-muted-foreground tabular-nums">
                  {location.latitude}, {location.longitude} · within {formatDistance(location.radiusMeters)}
                </span>
              </div>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={`Remove location ${location.name}`}
                disabled={disabled}
                onClick={() => onChange(locations.filter((l) => l !== location))}
              >
                <X className="size-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={(event) => void onAdd(event)} noValidate className="grid gap-3">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <div className="grid gap-1">
            <Label htmlFor="punch-location-name">Name</Label>
            <Input
              id="punch-location-name"
              placeholder="Head Office"
              maxLength={PUNCH_PLACE_LIMITS.nameMax}
              disabled={off}
              {...described}
              {...form.register('name')}
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="punch-location-latitude">Latitude</Label>
            <Input
              id="punch-location-latitude"
              type="number"
              step="any"
              inputMode="decimal"
              placeholder="28.6315"
              disabled={off}
              {...described}
              {...form.register('latitude', number)}
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="punch-location-longitude">Longitude</Label>
            <Input
              id="punch-location-longitude"
              type="number"
              step="any"
              inputMode="decimal"
              placeholder="77.2167"
              disabled={off}
              {...described}
              {...form.register('longitude', number)}
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="punch-location-radius">Radius (m)</Label>
            <Input
              id="punch-location-radius"
              type="number"
              step="1"
              min={PUNCH_PLACE_LIMITS.radiusMin}
              max={PUNCH_PLACE_LIMITS.radiusMax}
              inputMode="numeric"
              disabled={off}
              {...described}
              {...form.register('radiusMeters', number)}
            />
          </div>
        </div>
        {error ? (
          <p id="punch-location-error" role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button
            type="button"
            variant="outline"
            disabled={off}
            loading={locating}
            onClick={() => void fillFromHere()}
          >
            {locating ? null : <Crosshair className="size-4" aria-hidden="true" />}
            Use my current location
          </Button>
          <Button type="submit" variant="outline" disabled={off}>
            <Plus className="size-4" aria-hidden="true" /> Add location
          </Button>
        </div>
      </form>
    </div>
  );
}
