import { lazy, Suspense } from 'react';
import { Building2 } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { LoginForm } from './LoginForm';
import { useT } from '../../../lib/i18n/use-t';

// The switch is fetched beside the page rather than in its first download (the sign-in budget): the page
// reads the browser's preferred language before it renders, so the switch is for changing one's mind.
const LanguagePicker = lazy(() =>
  import('../../../components/language-picker').then((m) => ({ default: m.LanguagePicker })),
);

interface LoginPageProps {
  /** Given by the app: loads the code of the signed-in person's home, so it opens in one render. */
  prepareHome?: () => Promise<unknown>;
}

export function LoginPage({ prepareHome }: LoginPageProps = {}) {
  const { t } = useT();
  return (
    <main className="flex min-h-dvh items-center justify-center bg-[radial-gradient(ellipse_at_top,var(--color-accent),var(--color-background)_60%)] px-4 py-10">
      <title>{t('signIn.pageTitle')}</title>
      <div className="w-full max-w-sm">
        <div className="mb-4 h-9">
          <Suspense fallback={null}>
            <LanguagePicker className="justify-end" />
          </Suspense>
        </div>
        <div className="mb-6 flex items-center justify-center gap-2.5 text-foreground" aria-hidden="true">
          <span className="flex size-10 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm">
            <Building2 className="size-5" />
          </span>
          <span className="text-xl font-bold tracking-tight">HRMS</span>
        </div>
        <Card className="shadow-md">
          <CardHeader>
            <CardTitle as="h1" className="text-2xl">
              {t('signIn.title')}
            </CardTitle>
            <CardDescription>{t('signIn.description')}</CardDescription>
          </CardHeader>
          <CardContent>
            <LoginForm prepareHome={prepareHome} />
          </CardContent>
        </Card>
      </div>
    </main>
  );
}
