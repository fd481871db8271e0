import type { ReactNode } from 'react';
import { Building2 } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

/** The signed-out pages' frame (the password reset pages): the sign-in page's look around one card. */
export function AuthShell({
  title,
  description,
  pageTitle,
  children,
}: {
  title: string;
  description: string;
  pageTitle: string;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-[radial-gradient(ellipse_at_top,var(--color-accent),var(--color-background)_60%)] px-4 py-10">
      <title>{`${pageTitle} · HRMS`}</title>
      <div className="w-full max-w-sm">
        <div className="mb-6 flex items-center justify-center gap-2.5 text-foreground" aria-hidden="true">
          <span className="flex size-10 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm">
            <Building2 className="size-5" />
          </span>
          <span className="text-xl font-bold tracking-tight">HRMS</span>
        </div>
        <Card className="shadow-md">
          <CardHeader>
            <CardTitle as="h1" className="text-2xl">
              {title}
            </CardTitle>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
      </div>
    </main>
  );
}
