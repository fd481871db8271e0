import { Link } from 'react-router';
import { MESSAGES } from '@hrms/shared';
import { buttonVariants } from '../../components/ui/button';

export function NotFoundPage() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 text-center">
      <title>Page not found · HRMS</title>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{MESSAGES.pageNotFound}</h1>
      <p className="max-w-md text-muted-foreground">
        The address may be mistyped, or the page may have moved.
      </p>
      <Link to="/login" className={buttonVariants()}>
        Go to sign in
      </Link>
    </main>
  );
}
