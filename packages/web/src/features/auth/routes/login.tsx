import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AuthPage } from '../components/auth-page';
import { LoginForm } from '../components/login-form';

/** /login (visitors only): the login form on its own page. */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const state = useLocation().state as { identity?: string } | null;
  return (
    <AuthPage
      page="login"
      size={460}
      padding="xl"
      footer={
        <Text size="sm" c="dimmed" ta="center" mt="md">
          {t('help')} <Anchor href="mailto:bulegoa@cngetxo.eus">bulegoa@cngetxo.eus</Anchor>
        </Text>
      }
    >
      <LoginForm defaultIdentity={state?.identity ?? ''} />
    </AuthPage>
  );
}
