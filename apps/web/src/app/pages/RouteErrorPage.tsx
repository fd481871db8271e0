import { Component, type ErrorInfo, type ReactNode } from 'react';
import { MESSAGES } from '@hrms/shared';
import { Button } from '../../components/ui/button';

/** What a broken route shows: a way forward instead of a blank page. */
export function RouteErrorPage() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 text-center">
      <h1 className="text-2xl font-bold tracking-tight">{MESSAGES.internal}</h1>
      <Button onClick={() => window.location.reload()}>Reload the page</Button>
    </main>
  );
}

interface BoundaryState {
  failed: boolean;
}

/**
 * Catches render errors and failed lazy chunk loads (typically after a new deploy replaced the old
 * files) below it and shows RouteErrorPage. AppRoutes keys it by path, so another address starts afresh.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
