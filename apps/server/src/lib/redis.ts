import { Redis, type RedisOptions } from 'ioredis';

export interface RedisLogger {
  warn(obj: unknown, msg?: string): void;
}

/**
 * The one place that opens Redis connections (REDIS_URL set). Socket.IO's adapter, the job and
 * slip-batch queues and the shared throttle each get their connection here, every key is namespaced
 * with REDIS_PREFIX, and close() ends them all once their users have stopped (app close).
 */
export class RedisConnections {
  private readonly opened: Redis[] = [];
  private commands: Redis | null = null;
  private closed = false;

  constructor(
    readonly url: string,
    readonly prefix: string,
    private readonly log: RedisLogger,
  ) {}

  /** `prefix:a:b`: every key and channel this app writes starts with REDIS_PREFIX. */
  key(...parts: string[]): string {
    return [this.prefix, ...parts].join(':');
  }

  /** The shared connection for plain commands (throttle counters). */
  client(): Redis {
    this.commands ??= this.create();
    return this.commands;
  }

  /**
   * A connection of its own: a subscriber, or one handed to BullMQ (which needs
   * maxRetriesPerRequest null so its blocking commands wait through a reconnect).
   */
  create(options: RedisOptions = {}): Redis {
    if (this.closed) throw new Error('Redis connections were already closed');
    const connection = new Redis(this.url, options);
    // A lost connection reconnects by itself; without a listener ioredis would print every retry.
    connection.on('error', (error: Error) => this.log.warn({ err: error }, 'Redis connection error'));
    this.opened.push(connection);
    return connection;
  }

  /** Waits until the server answers, so a wrong REDIS_URL stops the start instead of the first request. */
  async ping(): Promise<void> {
    await this.client().ping();
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(
      this.opened.map((connection) =>
        connection.status === 'end' ? undefined : connection.quit().catch(() => connection.disconnect()),
      ),
    );
  }
}
