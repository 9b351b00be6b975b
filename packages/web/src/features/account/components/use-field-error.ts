import { useTranslation } from 'react-i18next';

/**
 * Domain schemas carry i18n keys as messages ('validation.zipcode'). The account namespace has a
 * `validation` block with every key its forms use, so the words match the account's rules
 * (city 3, zipcode exactly 5 digits...) even where signup's differ.
 */
export function useFieldError(): (message: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation('account');
  return (message) => {
    if (!message) return undefined;
    if (i18n.exists(message, { ns: 'account' })) return t(message);
    return message.startsWith('validation.') ? t('validation.invalid') : message;
  };
}
