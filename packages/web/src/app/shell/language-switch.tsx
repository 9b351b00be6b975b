import { UI_LANGUAGES, type Language } from '@club/domain/shared/constants';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../../features/auth/api/language';
import classes from './shell.module.css';

/** Each language is named in itself (spec 000 §2: "Castellano and Euskera"). */
const NAMES: Record<(typeof UI_LANGUAGES)[number], { label: string; htmlLang: string }> = {
  es: { label: 'Castellano', htmlLang: 'es' },
  eus: { label: 'Euskera', htmlLang: 'eu' },
};

export function LanguageSwitch({ variant = 'bar' }: { variant?: 'bar' | 'drawer' }) {
  const { t, i18n } = useTranslation('common');
  return (
    <div role="group" aria-label={t('language.label')} className={variant === 'bar' ? classes.langSwitch : classes.drawerLangSwitch}>
      {UI_LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={NAMES[lang].htmlLang}
          className={classes.langButton}
          aria-pressed={i18n.language === lang}
          onClick={() => setLanguage(lang as Language)}
        >
          {NAMES[lang].label}
        </button>
      ))}
    </div>
  );
}
