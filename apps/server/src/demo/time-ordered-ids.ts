import { randomFillSync } from 'node:crypto';

/** Random bytes drawn at a time: eight make an id's random tail. */
const POOL_BYTES = 64 * 1024;

/**
 * A source of RFC 9562 version-7 UUIDs that increase: 48 bits of Unix milliseconds from `startMs`, then a
 * 12-bit counter (4,096 ids a millisecond, the next millisecond after), then 62 random bits. The demo's bulk
 * attendance takes its ids from here: a primary-key index fills in order instead of at random places,
 * about twice as fast a load for millions of rows (docs/performance.md, "The demo at 10,000 people").
 */
export function timeOrderedIds(startMs: number): () => string {
  let n = 0;
  const pool = Buffer.alloc(POOL_BYTES);
  let used = POOL_BYTES;
  return () => {
    if (used + 8 > POOL_BYTES) {
      randomFillSync(pool);
      used = 0;
    }
    const ms = startMs + Math.floor(n / 4096);
    const counter = n % 4096;
    n += 1;
    const time = ms.toString(16).padStart(12, '0');
    const tail = pool.toString('hex', used, used + 8);
    // The variant's two bits (10) lead the random tail.
    const variant = ((parseInt(tail.slice(0, 1), 16) & 0x3) | 0x8).toString(16);
    used += 8;
    return (
      `${time.slice(0, 8)}-${time.slice(8, 12)}-7${counter.toString(16).padStart(3, '0')}-` +
      `${variant}${tail.slice(1, 4)}-${tail.slice(4, 16)}`
    );
  };
}
