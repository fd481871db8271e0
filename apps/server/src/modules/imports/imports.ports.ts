import type { Queryable } from '../../db/client.ts';
import type { Caller } from '../../plugins/access.ts';

/**
 * What the people import needs of the devices module (issue 46): the PINs people hold, and a new person's
 * PIN written in the import's transaction, the punches that waited for it applied after the commit. The
 * devices module's PersonPinService implements it (services.ts passes it in).
 */
export interface DevicePinsPort {
  /** Every PIN held, with its person. */
  allPins(): Promise<Array<{ pin: string; userId: string }>>;
  /** Writes the PINs in the import's transaction; returns the waiting punches they claimed. */
  assignImported(
    tx: Queryable,
    pairs: ReadonlyArray<{ userId: string; pin: string }>,
  ): Promise<Array<{ userId: string; punchedAt: Date }>>;
  /** After the commit: the claimed punches' days, rebuilt. */
  applyClaimed(caller: Caller, claimed: ReadonlyArray<{ userId: string; punchedAt: Date }>): Promise<void>;
}
