import { Container, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/use-page-title';
import { SignupForm } from '../components/signup-form';

/** /signup (visitors only): the single signup form. */
export default function SignupPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('signup.title'));
  return (
    <Container size={760} py="xl">
      <Title order={1} ta="center" mb={4}>
        {t('signup.title')}
      </Title>
      <Text c="dimmed" ta="center" mb="lg">
        {t('signup.subtitle')}
      </Text>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <SignupForm />
      </Paper>
    </Container>
  );
}
