import { describe, expect, it } from 'vitest';
import { firstErrorMessage } from './form';

describe('firstErrorMessage', () => {
  it('answers the first field error in the order the resolver recorded them', () => {
    expect(
      firstErrorMessage({
        message: { type: 'custom', message: 'Message first' },
        title: { type: 'x', message: 'Then' },
      }),
    ).toBe('Message first');
  });

  it('finds a nested error and skips the DOM ref', () => {
    const ref = { name: 'employeeIds.0' };
    expect(
      firstErrorMessage({ employeeIds: [{ type: 'x', message: 'Unknown employee', ref }] } as never),
    ).toBe('Unknown employee');
    expect(firstErrorMessage({})).toBeUndefined();
  });
});
