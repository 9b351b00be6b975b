import { useTranslation } from 'react-i18next';

/**
 * Domain schemas carry i18n keys as messages ('validation.email'); this turns such a key into
 * words of the `validation` namespace. Anything else (a server text) is shown as it is.
 */
export function useValidationMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('validation');
  return (message) => {
    if (!message) return undefined;
    return message.startsWith('validation.') ? t(message.slice('validation.'.length)) : message;
  };
}
