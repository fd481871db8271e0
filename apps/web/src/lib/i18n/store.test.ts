import { afterEach, describe, expect, it } from 'vitest';
import { errorText } from './errors';
import { currentLanguage, initialLanguage, setLanguage, translate } from './store';
import { pickBrowserLanguage } from './languages';
// The signed-in screens' English and the ICU runtime, as the dashboard's code registers them.
import './app';

afterEach(async () => {
  await setLanguage('en');
  localStorage.clear();
});

describe('the active language', () => {
  it('shows English until another language is chosen, then that language, with lang on <html>', async () => {
    expect(translate('clock.punchIn')).toBe('Punch In');
    await setLanguage('hi');
    expect(currentLanguage()).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(translate('clock.punchIn')).toBe('पंच इन');
    expect(translate('clock.punchedInAt', { time: '09:05 AM' })).toBe('09:05 AM पर पंच इन किया');
    await setLanguage('mr');
    expect(document.documentElement.lang).toBe('mr');
    expect(translate('tab.attendance')).toBe('उपस्थिती');
  });

  it('formats ICU plurals by the language', async () => {
    expect(translate('leave.days', { count: 1 })).toBe('1 day');
    expect(translate('leave.days', { count: 3 })).toBe('3 days');
    await setLanguage('hi');
    expect(translate('leave.days', { count: 3 })).toBe('3 दिन');
  });

  it("keeps this device's choice, else takes the browser's preference", async () => {
    await setLanguage('mr');
    expect(initialLanguage()).toBe('mr');
    localStorage.clear();
    expect(pickBrowserLanguage(['fr-FR', 'hi-IN', 'en'])).toBe('hi');
    expect(pickBrowserLanguage(['en-GB'])).toBe('en');
    expect(pickBrowserLanguage(['ta-IN'])).toBeUndefined();
  });
});

describe('server errors in the person language', () => {
  it('keeps the spec English message in English and translates by code otherwise', async () => {
    const error = { message: 'You do not have permission to do that.', code: 'forbidden' as const };
    expect(errorText(error)).toBe('You do not have permission to do that.');
    await setLanguage('hi');
    expect(errorText(error)).toBe('आपको यह करने की अनुमति नहीं है।');
    // A code whose meaning is in the message (which rule was broken) keeps the English until it carries its parameters.
    expect(errorText({ message: 'Leave overlaps an existing request.', code: 'conflict' })).toBe(
      'Leave overlaps an existing request.',
    );
  });
});
