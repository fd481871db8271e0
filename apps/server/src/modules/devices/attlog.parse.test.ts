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
          expect(parsed.records).toEqual(records.map((r, i) => ({ line: i + 1, ...r })));
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

  it('refuses impossible dates, unknown statuses and bad PINs line by line, saying why', () => {
    const parsed = parseAttlog(
      '1\t2026-02-30 09:00:00\t0\n2\t2026-11-20 09:00:00\t7\n\t2026-11-20 09:00:00\t0\n3\t2026-11-20 09:00:00\t1\t1',
    );
    expect(parsed.errors).toEqual([
      { line: 1, reason: "date '2026-02-30' is not a date" },
      { line: 2, reason: "status '7' is not a punch status (0-5 or 255)" },
      { line: 3, reason: "user id '' is not a device user id (letters, digits, -; at most 24)" },
    ]);
    expect(parsed.refused).toBe(3);
    expect(parsed.records).toEqual([
      { line: 4, pin: '3', time: '2026-11-20 09:00:00', status: 1, verify: 1 },
    ]);
  });

  // The error log's reasons (issue 46 brief: "line 3: date '2026-13-40' is not a date").
  it.each([
    ['7\t2026-13-40 09:00:00\t0', "date '2026-13-40' is not a date"],
    ['7\t2026-11-20 25:10:00\t0', "time '25:10:00' is not a time of day"],
    ['7\t20/11/2026 09:00\t0', "'20/11/2026 09:00' is not a date and time (YYYY-MM-DD HH:MM:SS)"],
    ['7\t1999-12-31 09:00:00\t0', "date '1999-12-31' is not a date"],
    ['7\t2026-11-20 09:00:00\tx', "status 'x' is not a punch status (0-5 or 255)"],
    [
      '7\u00ff\u0001\t2026-11-20 09:00:00\t0',
      "user id '7??' is not a device user id (letters, digits, -; at most 24)",
    ],
  ])('line 3 %j is refused: %s', (line, reason) => {
    const parsed = parseAttlog(`1\t2026-11-20 09:00:00\t0\n2\t2026-11-20 09:01:00\t0\n${line}\n`);
    expect(parsed.errors).toEqual([{ line: 3, reason }]);
    expect(parsed.records.map((r) => r.line)).toEqual([1, 2]);
  });

  it('keeps the first 20 reasons of an upload and counts the rest', () => {
    const parsed = parseAttlog(Array.from({ length: 25 }, () => 'x\tnot a time\t0').join('\n'));
    expect(parsed.refused).toBe(25);
    expect(parsed.errors).toHaveLength(21);
    expect(parsed.errors.at(-1)).toEqual({ line: 0, reason: '5 more' });
  });
});
