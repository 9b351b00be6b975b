import { Button, Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown when a page fails to load (a chunk after a deploy, a render error). */
export function RouteError() {
  const { t } = useTranslation('common');
  return (
    <Container size="sm" py="xl" component="main">
      <Title order={1} size="h2">
        {t('routeError.title')}
      </Title>
      <Text my="md">{t('routeError.text')}</Text>
      <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
    </Container>
  );
}
