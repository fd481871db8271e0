import { EVENT_MESSAGES, isRecordId, type CalendarEvent } from '@hrms/shared';
import type { Database } from '../../db/client.ts';
import { perPersonReads } from '../../lib/batched-reads.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { badRequest, conflict, notFound, unprocessable } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/access.ts';
import { mayCompleteOn, ownsEvent } from './events.policy.ts';
import {
  completeEvent,
  deleteEvent,
  findEvent,
  insertEvent,
  listEventsOfUsers,
  type EventRow,
} from './events.repository.ts';

export function presentEvent(row: EventRow): CalendarEvent {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    date: row.date,
    time: row.time,
    status: row.status === 'completed' ? 'completed' : 'pending',
    employee: row.userId,
  };
}

export interface NewEventInput {
  title: string;
  description: string;
  date: string;
  time: string;
}

export interface EventsDeps {
  db: Database;
  orgTime: OrgTime;
}

/** Personal events: created, read, completed and deleted by their owner only. */
export class EventsService {
  /** The events of the people asking in one turn: one statement for all (lib/batched-reads.ts). */
  private readonly ownEvents = perPersonReads(
    (ids) => listEventsOfUsers(this.deps.db, ids),
    (row) => row.userId,
  );

  constructor(private readonly deps: EventsDeps) {}

  async create(owner: Caller, input: NewEventInput): Promise<CalendarEvent> {
    // Compared as ISO strings: 'YYYY-MM-DD' sorts as the calendar does.
    if (input.date < this.deps.orgTime.today()) throw badRequest(EVENT_MESSAGES.pastDate);
    const row = await insertEvent(this.deps.db, {
      ...input,
      userId: owner.id,
      createdAt: this.deps.orgTime.now(),
    });
    return presentEvent(row);
  }

  async listOwn(owner: Caller): Promise<CalendarEvent[]> {
    return (await this.ownEvents.load(owner.id)).map(presentEvent);
  }

  async complete(owner: Caller, eventId: string): Promise<CalendarEvent> {
    const event = await this.ownedEvent(owner, eventId);
    if (event.status === 'completed') throw conflict(EVENT_MESSAGES.alreadyCompleted);
    if (!mayCompleteOn(event.date, this.deps.orgTime.today())) throw unprocessable(EVENT_MESSAGES.onlyToday);
    const done = await completeEvent(this.deps.db, event.id, owner.id, this.deps.orgTime.now());
    if (!done) throw conflict(EVENT_MESSAGES.alreadyCompleted);
    return presentEvent(done);
  }

  async remove(owner: Caller, eventId: string): Promise<{ _id: string; message: string }> {
    const event = await this.ownedEvent(owner, eventId);
    if (!(await deleteEvent(this.deps.db, event.id, owner.id))) throw notFound(EVENT_MESSAGES.notFound);
    return { _id: event.id, message: EVENT_MESSAGES.deleted };
  }

  /** Someone else's event answers exactly like a missing one: its existence is not revealed. */
  private async ownedEvent(owner: Caller, eventId: string): Promise<EventRow> {
    const event = isRecordId(eventId) ? await findEvent(this.deps.db, eventId) : null;
    if (!event || !ownsEvent(owner.id, event)) throw notFound(EVENT_MESSAGES.notFound);
    return event;
  }
}
