import { Alert, Container, Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { RecoveryWizard } from '../components/recovery-wizard';

/** /recover_account (visitors only): the five-step recovery wizard. */
export default function RecoverPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('recover.title'));
  const state = useLocation().state as { identity?: string; fromLogin?: boolean } | null;
  return (
    <Container size={560} py="xl">
      <Title order={1} ta="center" mb="lg">
        {t('recover.title')}
      </Title>
      {state?.fromLogin ? (
        <Alert color="orange" mb="md" role="alert">
          {t('login.sentToRecovery')}
        </Alert>
      ) : null}
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <RecoveryWizard defaultIdentity={state?.identity ?? ''} />
      </Paper>
    </Container>
  );
}
