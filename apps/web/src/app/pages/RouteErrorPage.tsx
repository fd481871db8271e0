import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { MESSAGES } from '@hrms/shared';
import { Button } from '../../components/ui/button';

/**
 * Catches render errors and failed lazy chunk loads (typically after a new deploy replaced
 * the old files), so the user gets a way forward instead of a blank page.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 text-center">
      <h1 className="text-2xl font-bold tracking-tight">{MESSAGES.internal}</h1>
      <Button onClick={() => window.location.reload()}>Reload the page</Button>
    </main>
  );
}
