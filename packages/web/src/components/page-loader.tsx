import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The spinner a page or a lazy chunk shows while it loads (announced to screen readers). */
export function PageLoader() {
  const { t } = useTranslation('common');
  return (
    <Center py="xl" role="status">
      <Loader aria-hidden />
      <span className="visually-hidden">{t('loading')}</span>
    </Center>
  );
}
