import {
  DEVICE_MESSAGES,
  DEVICE_REVIEW_MESSAGES as M,
  isRecordId,
  type PersonPin,
  type SetPersonPinRequest,
  setPersonPinBodySchema,
} from '@hrms/shared';
import type { Database, Queryable } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/access.ts';
import type { AuditService } from '../audit/index.ts';
import type { FourEyes } from '../four-eyes/index.ts';
import type { DeviceCommandsService } from './device-commands.ts';
import type { DeviceDays } from './device-days.ts';
import { claimWaitingPunches, personExists } from './devices.repository.ts';
import { allPinRows, pinOfPerson, setPinOfPerson } from './review.repository.ts';

export interface PersonPinDeps {
  db: Database;
  audit: AuditService;
  days: DeviceDays;
  fourEyes: FourEyes;
  /** Sends a new PIN to the devices of the person's location when the Admin turned that on. */
  commands: DeviceCommandsService;
}

/**
 * The device user id (PIN) as a field on the person (docs/devices.md): unique, set by HR or an Admin on the
 * details page or by the people import; punches that waited for that PIN become the person's and count.
 */
export class PersonPinService {
  constructor(private readonly deps: PersonPinDeps) {}

  async get(employeeId: string): Promise<PersonPin> {
    await this.mustExist(employeeId);
    return { employeeId, pin: await pinOfPerson(this.deps.db, employeeId) };
  }

  async set(
    caller: Caller,
    employeeId: string,
    input: SetPersonPinRequest,
  ): Promise<PersonPin & { applied: number }> {
    const { pin } = setPersonPinBodySchema.parse(input);
    await this.mustExist(employeeId);
    const sendToDevices = pin !== null && (await this.deps.commands.sendsPins());
    const claimed = await this.deps.db.transaction(async (tx) => {
      // A person's own PIN decides whose punches they are: someone else sets it.
      await this.deps.fourEyes.check(caller, employeeId, M.ownPin, tx);
      const before = await pinOfPerson(tx, employeeId);
      if (!(await setPinOfPerson(tx, employeeId, pin))) throw conflict(M.pinTaken);
      const punches = pin ? await claimWaitingPunches(tx, pin, employeeId) : [];
      if (sendToDevices && pin !== before)
        await this.deps.commands.sendPersonToDevices(tx, caller, employeeId);
      await this.deps.audit.record(tx, {
        actor: caller,
        action: 'device.set_pin',
        entityType: 'employee',
        entityId: employeeId,
        before: { devicePin: before },
        after: { devicePin: pin, waitingPunches: punches.length },
      });
      return punches;
    });
    await this.deps.days.rebuild(
      claimed.map((punchedAt) => ({ userId: employeeId, punchedAt })),
      caller,
    );
    return { employeeId, pin, applied: claimed.length };
  }

  /** The people import's side (imports.ports.ts DevicePinsPort). */
  async allPins(): Promise<Array<{ pin: string; userId: string }>> {
    return allPinRows(this.deps.db);
  }

  async assignImported(
    tx: Queryable,
    pairs: ReadonlyArray<{ userId: string; pin: string }>,
  ): Promise<Array<{ userId: string; punchedAt: Date }>> {
    const claimed: Array<{ userId: string; punchedAt: Date }> = [];
    for (const { userId, pin } of pairs) {
      if (!(await setPinOfPerson(tx, userId, pin))) throw conflict(M.pinTaken);
      for (const punchedAt of await claimWaitingPunches(tx, pin, userId)) claimed.push({ userId, punchedAt });
    }
    return claimed;
  }

  async applyClaimed(
    caller: Caller,
    claimed: ReadonlyArray<{ userId: string; punchedAt: Date }>,
  ): Promise<void> {
    await this.deps.days.rebuild(claimed, caller);
  }

  private async mustExist(employeeId: string): Promise<void> {
    if (!isRecordId(employeeId) || !(await personExists(this.deps.db, employeeId)))
      throw notFound(DEVICE_MESSAGES.personNotFound);
  }
}
