import { afterEach, describe, expect, it } from 'vitest';
import { CORRECTION_MESSAGES } from '@hrms/shared';
import './app';
import { englishRules } from './english-rules';
import { setLanguage } from './store';

afterEach(async () => {
  await setLanguage('en', false);
});

describe('englishRules', () => {
  const known = englishRules([
    [CORRECTION_MESSAGES.dateRequired, 'corrRule.dateRequired'],
    [CORRECTION_MESSAGES.reasonShort, 'corrRule.reasonShort'],
  ]);

  it('gives a listed message in the language, with its values, and nothing for any other text', async () => {
    expect(known(CORRECTION_MESSAGES.dateRequired)).toBe(CORRECTION_MESSAGES.dateRequired);
    await setLanguage('hi', false);
    expect(known(CORRECTION_MESSAGES.dateRequired)).toBe('कृपया तारीख चुनें।');
    expect(known(CORRECTION_MESSAGES.reasonShort, { min: 3 })).toBe('कारण कम से कम 3 अक्षरों का होना चाहिए।');
    expect(known('Something the server said.')).toBeUndefined();
  });
});
