import { NO_PUNCH_PLACES, punchPlacesSchema, type PunchPlaces, type PunchRequirements } from '@hrms/shared';
import type { Database } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { unprocessable } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/access.ts';
import type { AuditService } from '../audit/index.ts';
import { decidePunchPlace, type PunchFix, type PunchOrigin } from './punch-places.ts';
import { readPunchPlacesSetting, writePunchPlacesSetting } from './punch-places.repository.ts';

export interface PunchPlacesDeps {
  db: Database;
  orgTime: OrgTime;
  audit: AuditService;
}

/**
 * Office networks and locations a punch-in may come from (docs/attendance.md). Off until an Admin sets
 * them: with both lists empty every punch passes and stores no position.
 */
export class PunchPlacesService {
  constructor(private readonly deps: PunchPlacesDeps) {}

  /** The stored setting; a value that no longer parses (never written by the API) counts as none. */
  async settings(): Promise<PunchPlaces> {
    const parsed = punchPlacesSchema.safeParse(await readPunchPlacesSetting(this.deps.db));
    return parsed.success ? parsed.data : NO_PUNCH_PLACES;
  }

  async requirements(): Promise<PunchRequirements> {
    const { networks, locations } = await this.settings();
    return { network: networks.length > 0, location: locations.length > 0 };
  }

  /** Replaces both lists, audited with what they were and what they are now. */
  async save(caller: Caller, input: PunchPlaces): Promise<PunchPlaces> {
    const after = punchPlacesSchema.parse(input);
    await this.deps.db.transaction(async (tx) => {
      const stored = punchPlacesSchema.safeParse(await readPunchPlacesSetting(tx));
      await writePunchPlacesSetting(tx, after, caller.id, this.deps.orgTime.now());
      await this.deps.audit.record(tx, {
        actor: caller,
        action: 'settings.punch-places',
        entityType: 'settings',
        entityId: 'punch-places',
        before: stored.success ? stored.data : NO_PUNCH_PLACES,
        after,
      });
    });
    return after;
  }

  /**
   * Punch-in's check, for many punch-ins (a burst, issue 24) with the setting read once: the function
   * refuses (422, the message says what to do) a punch from outside the office networks or locations, or
   * returns the position and office to store (null when locations are not set).
   */
  async checker(): Promise<(origin: PunchOrigin) => PunchFix | null> {
    const settings = await this.settings();
    if (settings.networks.length === 0 && settings.locations.length === 0) return () => null;
    return (origin) => {
      const decision = decidePunchPlace(settings, origin);
      if (!decision.allowed) throw unprocessable(decision.message, decision.code);
      return decision.fix;
    };
  }
}
