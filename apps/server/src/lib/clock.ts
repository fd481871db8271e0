import { orgClockParts, type OrgClockParts } from '@hrms/shared';

/** "Now" is injected so tests can stand at 08:59:59 or 11:00 in any timezone. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stays where a test puts it. */
export class FixedClock implements Clock {
  private current: Date;
  constructor(start: Date | string) {
    this.current = new Date(start);
  }
  now(): Date {
    return new Date(this.current);
  }
  set(instant: Date | string): void {
    this.current = new Date(instant);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/** Starts at a chosen instant and runs on in real time (end-to-end tests at 09:30 on a working day). */
export class OffsetClock implements Clock {
  private readonly offsetMs: number;
  constructor(start: Date) {
    this.offsetMs = start.getTime() - Date.now();
  }
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
}

/**
 * Put at an instant and runs on in real time from there (the demo's slips: each chunk of a batch gets its own
 * generation instant, as on a real server, while the month it stands in is chosen).
 */
export class RunningClock implements Clock {
  private offsetMs: number;
  constructor(start: Date | string) {
    this.offsetMs = new Date(start).getTime() - Date.now();
  }
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  set(instant: Date | string): void {
    this.offsetMs = new Date(instant).getTime() - Date.now();
  }
}

/** The organisation's view of the clock: business date and wall time in ORG_TIMEZONE. */
export class OrgTime {
  constructor(
    private readonly clock: Clock,
    readonly timeZone: string,
  ) {}
  now(): Date {
    return this.clock.now();
  }
  parts(instant: Date = this.clock.now()): OrgClockParts {
    return orgClockParts(instant, this.timeZone);
  }
  today(): string {
    return this.parts().date;
  }
}
