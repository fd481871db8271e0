import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAttlog } from './attlog.parse.ts';

const two = (n: number) => String(n).padStart(2, '0');
const record = fc.record({
  pin: fc.stringMatching(/^[A-Za-z0-9]{1,12}$/),
  time: fc
    .date({
      min: new Date('2020-01-01T00:00:00Z'),
      max: new Date('2035-12-31T23:59:59Z'),
      noInvalidDate: true,
    })
    .map(
      (d) =>
        `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`,
    ),
  status: fc.constantFrom(0, 1, 2, 3, 4, 5, 255),
  verify: fc.integer({ min: 0, max: 25 }),
});

describe('ATTLOG parsing', () => {
  it('reads back every well-formed line it is given, whatever the extra fields and line ends', () => {
    fc.assert(
      fc.property(
        fc.array(record, { maxLength: 30 }),
        fc.constantFrom('\n', '\r\n'),
        fc.boolean(),
        (records, eol, extra) => {
          const body = records
            .map((r) =>
              [r.pin, r.time, r.status, r.verify, 0, 0, 0, ...(extra ? [0, 0, 0, '', ''] : [])].join('\t'),
            )
            .join(eol);
          const parsed = parseAttlog(body);
          expect(parsed.errors).toEqual([]);
          expect(parsed.records).toEqual(records);
        },
      ),
    );
  });

  it('never throws on noise, and accounts for every non-blank line as a record or a refusal', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.string(),
            fc.string({ unit: 'binary' }),
            record.map((r) => `${r.pin}\t${r.time}\t${r.status}`),
          ),
        ),
        (lines) => {
          const body = lines.join('\n');
          const parsed = parseAttlog(body);
          const nonBlank = body.split(/\r?\n/).filter((l) => l.trim() !== '').length;
          const counted = parsed.errors.reduce(
            (n, e) => n + (e.line === 0 ? Number(e.reason.split(' ')[0]) : 1),
            0,
          );
          expect(parsed.records.length + counted).toBe(nonBlank);
        },
      ),
    );
  });

  it('refuses impossible dates, unknown statuses and bad PINs line by line', () => {
    const parsed = parseAttlog(
      '1\t2026-02-30 09:00:00\t0\n2\t2026-11-20 09:00:00\t7\n\t2026-11-20 09:00:00\t0\n3\t2026-11-20 09:00:00\t1\t1',
    );
    expect(parsed.errors.map((e) => e.reason)).toEqual(['bad time', 'unknown status', 'bad PIN']);
    expect(parsed.records).toEqual([{ pin: '3', time: '2026-11-20 09:00:00', status: 1, verify: 1 }]);
  });
});
