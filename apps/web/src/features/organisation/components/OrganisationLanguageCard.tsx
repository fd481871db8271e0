import { useEffect, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Languages } from 'lucide-react';
import { DIGIT_STYLES, LANGUAGE_CODES, type DigitStyle, type LanguageCode } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { renderListState } from '../../../components/ui/list-state';
import { NativeSelect } from '../../../components/ui/native-select';
import { SectionCard } from '../../../components/ui/section-card';
import { ApiError } from '../../../lib/api';
import { errorText } from '../../../lib/i18n/errors';
import { formatDate, formatMoneyPaise } from '../../../lib/i18n/format';
import { LANGUAGE_NAMES } from '../../../lib/i18n/language-names';
import { setDigits } from '../../../lib/i18n/store';
import { useT } from '../../../lib/i18n/app';
import { toast } from '../../../lib/toast';
import { organisationLanguageQuery, useSaveOrganisationLanguage } from '../api/organisation';

const EXAMPLE_PAISE = 12345600;
const EXAMPLE_DATE = '2026-11-28';

/**
 * The Admin's default language and digits (issue 47, docs/languages.md): the language a person sees until
 * they choose their own, and whether numbers and dates use Devanagari digits. A fresh install: English, Latin.
 */
export function OrganisationLanguageCard() {
  const { t } = useT();
  const current = useQuery(organisationLanguageQuery);
  const save = useSaveOrganisationLanguage();
  const [language, setLanguage] = useState<LanguageCode>('en');
  const [digits, setDigitStyle] = useState<DigitStyle>('latin');
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!current.data) return;
    setLanguage(current.data.defaultLanguage);
    setDigitStyle(current.data.digits);
  }, [current.data]);

  const listState = renderListState({
    query: current,
    loading: t('orgLanguage.loading'),
    icon: Languages,
  });
  if (listState) return listState;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    save.mutate(
      { defaultLanguage: language, digits },
      {
        onSuccess: (saved) => {
          setDigits(saved.digits);
          toast.success(t('orgLanguage.saved'));
        },
        onError: (error) =>
          setProblem(
            error instanceof ApiError && error.status < 500 ? errorText(error) : t('orgLanguage.failed'),
          ),
      },
    );
  };

  const digitNames: Record<DigitStyle, string> = {
    latin: t('orgLanguage.digitsLatin'),
    devanagari: t('orgLanguage.digitsDevanagari'),
  };

  return (
    <SectionCard title={t('orgLanguage.title')} description={t('orgLanguage.description')}>
      <form onSubmit={submit} noValidate className="grid max-w-xl gap-3">
        <div className="grid gap-1.5 sm:max-w-72">
          <Label htmlFor="org-default-language">{t('orgLanguage.language')}</Label>
          <NativeSelect
            id="org-default-language"
            value={language}
            onChange={(e) => setLanguage(e.target.value as LanguageCode)}
          >
            {LANGUAGE_CODES.map((code) => (
              <option key={code} value={code} lang={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5 sm:max-w-72">
          <Label htmlFor="org-digits">{t('orgLanguage.digits')}</Label>
          <NativeSelect
            id="org-digits"
            value={digits}
            onChange={(e) => setDigitStyle(e.target.value as DigitStyle)}
          >
            {DIGIT_STYLES.map((style) => (
              <option key={style} value={style}>
                {digitNames[style]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t('orgLanguage.example', {
            amount: formatMoneyPaise(EXAMPLE_PAISE, digits),
            date: formatDate(EXAMPLE_DATE, digits),
          })}
        </p>
        <p className="text-sm text-muted-foreground">{t('orgLanguage.note')}</p>
        {problem ? (
          <p role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        ) : null}
        <Button type="submit" className="justify-self-start" loading={save.isPending}>
          {t('orgLanguage.save')}
        </Button>
      </form>
    </SectionCard>
  );
}
