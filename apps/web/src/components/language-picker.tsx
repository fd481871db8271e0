import { useId } from 'react';
import { LANGUAGE_NAMES } from '../lib/i18n/language-names';
import { LANGUAGES, isLanguage } from '../lib/i18n/languages';
import { chooseLanguage } from '../lib/i18n/store';
import { useT } from '../lib/i18n/use-t';
import { cn } from '../lib/cn';

/**
 * The language switch: a native select (small, accessible, works on every phone). Each name is written in
 * its own language and script, with its lang attribute, so a person finds theirs whatever is showing.
 */
export function LanguagePicker({ className }: { className?: string }) {
  const id = useId();
  const { t, language } = useT();
  return (
    <div className={cn('flex items-center gap-2 text-sm', className)}>
      <label htmlFor={id} className="text-muted-foreground">
        {t('language.label')}
      </label>
      <select
        id={id}
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void chooseLanguage(event.target.value);
        }}
        className="h-9 rounded-md border border-input bg-card px-2 text-sm"
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
