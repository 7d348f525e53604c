// The app's language: English, 简体中文 or 繁體中文, each named in its own script. The choice is kept
// on the phone and takes effect at once, without a reload; until it is made, the phone's language decides.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { switchLocale } from '../../i18n/catalogs';
import { LANG_TAGS, LOCALE_NAMES, LOCALES, type Locale } from '../../i18n/locales';
import { RadioGroup } from '../../ui/RadioGroup';

const OPTIONS = LOCALES.map((locale) => ({
  value: locale,
  label: LOCALE_NAMES[locale],
  lang: LANG_TAGS[locale],
}));

export function LanguagePicker() {
  const { t, i18n } = useLingui();
  const [problem, setProblem] = useState<'not_kept' | 'not_loaded' | null>(null);
  // The radio follows the tap at once; the words follow as soon as the language's catalog is loaded.
  const [choosing, setChoosing] = useState<Locale | null>(null);
  const choose = (locale: Locale): void => {
    setProblem(null);
    setChoosing(locale);
    switchLocale(locale)
      .then(
        (kept) => setProblem(kept ? null : 'not_kept'),
        (error: unknown) => {
          console.error('A language could not be loaded:', error);
          setProblem('not_loaded');
        },
      )
      .finally(() => setChoosing(null));
  };
  return (
    <section aria-labelledby="language-heading" className="space-y-2">
      <h2 id="language-heading" className="text-lg font-semibold">{t`Language`}</h2>
      <RadioGroup
        label={t`Language`}
        hideLabel
        options={OPTIONS}
        value={choosing ?? (i18n.locale as Locale)}
        onChange={choose}
      />
      {problem === 'not_kept' && (
        <p role="status" className="text-sm text-amber-900 dark:text-amber-200">
          {t`This phone would not keep the choice: the app is in this language until it is closed.`}
        </p>
      )}
      {problem === 'not_loaded' && (
        <p role="alert" className="text-sm text-red-800 dark:text-red-300">
          {t`That language could not be loaded. Check the connection, or reload the app, and choose it again.`}
        </p>
      )}
    </section>
  );
}
