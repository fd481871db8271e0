import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Requests before background work on the database (docs/performance.md, "Requests before background work
 * on the database"). The embedded PGlite runs on the server's own thread, one statement at a time, in the
 * order they were sent. The jobs (payroll's slip batches, the mail outbox, the 11:00 run, maintenance)
 * share it with requests: a batch that sent seven reads at once made a request wait behind all seven, and
 * the API kept about a third of its speed while a batch ran (issue 24).
 *
 * Work started with `inBackground` is marked (AsyncLocalStorage follows it through every await), and its
 * statements go through `StatementLanes`: one at a time and, while requests are being answered, paced, so
 * that the background takes about 1 / (1 + pace) of the database's time and the requests the rest. With no
 * request about, the background runs at full speed. PostgreSQL's pool goes through the same lanes
 * (lane-clients.ts): there the batch's statements and their results still share the server's thread.
 */
const background = new AsyncLocalStorage<true>();

/** Runs `work` as background work: its statements give way to requests' (StatementLanes). */
export function inBackground<T>(work: () => Promise<T>): Promise<T> {
  return background.run(true, work);
}

/** Whether the caller runs inside `inBackground`. */
export function isBackground(): boolean {
  return background.getStore() === true;
}

/** The requests this process is answering (counted by plugins/request-activity.ts). */
export class RequestActivity {
  private inFlight = 0;
  private startedCount = 0;

  started(): void {
    this.inFlight += 1;
    this.startedCount += 1;
  }

  ended(): void {
    this.inFlight = Math.max(0, this.inFlight - 1);
  }

  /** Requests being answered now. */
  get current(): number {
    return this.inFlight;
  }

  /** Requests started so far: a change tells that one came and went in between. */
  get startedSoFar(): number {
    return this.startedCount;
  }
}

/** The process's requests: one count for every app in the process (the server has one). */
export const requestActivity = new RequestActivity();

/**
 * After a background call of d ms that shared the database with requests, the next background call waits
 * PACE * d ms: while requests keep coming, background statements take at most a quarter of the database's
 * time. 3 is measured (bench/RESULTS.md, "Requests before background work"): at 1 and 2 the background's
 * other work on the server's thread (building statements, files, mail) still left the API under half its
 * speed during a 10,000-slip batch on PGlite; above 3 the API gained little and the batch slowed further.
 */
export const PACE = 3;

export interface LaneOptions {
  pace?: number;
  activity?: RequestActivity;
  /** Milliseconds, monotonic (tests pass their own). */
  now?: () => number;
  /** Calls back after the given milliseconds (tests pass their own). */
  after?: (ms: number, callback: () => void) => void;
}

/**
 * Admission of statements to a database that runs one at a time. A foreground call (a request's) goes
 * straight through: the database's own queue orders it. A background call first waits for its turn: no other
 * background call in flight, and, if the last one shared the database with requests, its pace kept.
 *
 * No deadlock is added: a foreground call never waits here, and a background call waits only for another
 * background call (which ends on its own) or for time. (A background transaction that sent a statement
 * outside itself would wait for itself, here as in PGlite's own queue: nothing may do that.)
 */
export class StatementLanes {
  private readonly pace: number;
  private readonly activity: RequestActivity;
  private readonly now: () => number;
  private readonly after: (ms: number, callback: () => void) => void;
  private busy = false;
  private readonly waiting: (() => void)[] = [];
  private notBefore = 0;
  private timerSet = false;

  constructor(options: LaneOptions = {}) {
    this.pace = options.pace ?? PACE;
    this.activity = options.activity ?? requestActivity;
    this.now = options.now ?? (() => performance.now());
    this.after =
      options.after ??
      ((ms, callback) => {
        setTimeout(callback, ms);
      });
  }

  /** Runs a database call in the caller's lane. */
  run<T>(call: () => Promise<T>): Promise<T> {
    return isBackground() ? this.background(call) : call();
  }

  /** Background calls waiting for their turn (tests). */
  get queued(): number {
    return this.waiting.length;
  }

  /**
   * Takes the background's turn and answers the function that gives it back (a checked-out connection
   * holds the turn until it is released). Only for background work.
   */
  async enter(): Promise<() => void> {
    await new Promise<void>((resolve) => {
      this.waiting.push(resolve);
      this.admit();
    });
    const startedBefore = this.activity.startedSoFar;
    const from = this.now();
    let left = false;
    return () => {
      if (left) return;
      left = true;
      const to = this.now();
      // Requests came while it ran: the next background call leaves them `pace` times as long.
      if (this.activity.current > 0 || this.activity.startedSoFar !== startedBefore)
        this.notBefore = to + (to - from) * this.pace;
      this.busy = false;
      this.admit();
    };
  }

  private async background<T>(call: () => Promise<T>): Promise<T> {
    const leave = await this.enter();
    try {
      return await call();
    } finally {
      leave();
    }
  }

  private admit(): void {
    if (this.busy || this.waiting.length === 0) return;
    const wait = this.notBefore - this.now();
    if (wait > 0) {
      if (!this.timerSet) {
        this.timerSet = true;
        this.after(Math.ceil(wait), () => {
          this.timerSet = false;
          this.admit();
        });
      }
      return;
    }
    this.busy = true;
    this.waiting.shift()!();
  }
}
