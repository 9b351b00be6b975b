import { Anchor, Container, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { LoginForm } from '../components/login-form';

/** /login (visitors only): the login form on its own page. */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('login.title'));
  const state = useLocation().state as { identity?: string } | null;
  return (
    <Container size={460} py="xl">
      <Title order={1} ta="center" mb={4}>
        {t('login.title')}
      </Title>
      <Text c="dimmed" ta="center" mb="lg">
        {t('login.subtitle')}
      </Text>
      <Paper withBorder shadow="sm" radius="lg" p="xl">
        <LoginForm defaultIdentity={state?.identity ?? ''} />
      </Paper>
      <Text size="sm" c="dimmed" ta="center" mt="md">
        {t('help')} <Anchor href="mailto:bulegoa@cngetxo.eus">bulegoa@cngetxo.eus</Anchor>
      </Text>
    </Container>
  );
}
