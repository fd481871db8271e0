/** 'HH:MM' from minutes after midnight. Date arithmetic is the shared calendar's (packages/shared/src/calendar). */
export const clockTime = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
