import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PersonLanguage } from '@hrms/shared';
import { call } from '../api-client';
import { useAfterPaint } from '../use-after-paint';
import { deviceLanguage, setChoiceSaver, setDigits, setLanguage } from './store';
import type { Language } from './languages';

/**
 * The language a signed-in person sees: their profile's choice, else this device's (made on the sign-in
 * page), else the organisation's default; and the organisation's digits. A choice made in the picker while
 * signed in is saved on the profile, so it follows the person to another phone.
 */
export function effectiveLanguage(answer: PersonLanguage, onDevice: Language | undefined): Language {
  return answer.language ?? onDevice ?? answer.organisation.defaultLanguage;
}

export function useProfileLanguage(userId: string): void {
  // Asked after the first paint, like the dashboard's other extras: it never holds the first screen back.
  const painted = useAfterPaint();
  const mine = useQuery({
    queryKey: ['language', userId],
    enabled: painted && userId !== '',
    queryFn: ({ signal }) => call('languages', 'mine', { own: userId, signal }),
    staleTime: Infinity,
  });
  const answer = mine.data;

  useEffect(() => {
    if (!answer) return;
    setDigits(answer.organisation.digits);
    const onDevice = deviceLanguage();
    // A choice made on the sign-in page, by someone whose profile has none, becomes their profile's: they
    // said which language they read, and it should follow them to their next device.
    if (answer.language === null && onDevice) {
      void call('languages', 'setMine', { own: userId, body: { language: onDevice } }).catch(() => undefined);
    }
    // Not remembered on the device: the profile (or the organisation) decides, the device keeps its own choice.
    void setLanguage(effectiveLanguage(answer, onDevice), false).catch(() => undefined);
  }, [answer, userId]);

  useEffect(() => {
    setChoiceSaver((language) => {
      void call('languages', 'setMine', { own: userId, body: { language } }).catch(() => undefined);
    });
    return () => setChoiceSaver(undefined);
  }, [userId]);
}
