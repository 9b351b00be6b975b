import { Button, Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useServerResponse } from '../lib/server-response';
import { usePageTitle } from '../lib/use-page-title';

export default function NotFoundPage() {
  const { t } = useTranslation('common');
  // Rendered on the server, a wrong path answers 404 with this page.
  const response = useServerResponse();
  if (response) response.status = 404;
  usePageTitle(t('notFound.title'));
  return (
    <Container size="sm" py={64} ta="center">
      <Text fz={72} fw={800} c="blue.7" aria-hidden>
        404
      </Text>
      <Title order={1} size="h2" mb="sm">
        {t('notFound.title')}
      </Title>
      <Text c="dimmed" mb="lg">
        {t('notFound.text')}
      </Text>
      <Button component={Link} to="/">
        {t('notFound.home')}
      </Button>
    </Container>
  );
}
