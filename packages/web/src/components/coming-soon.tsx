import { Container, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WaveIcon } from './icons';

/** A designed placeholder for a page whose issue is still open: never a blank page. */
export function ComingSoon({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('common');
  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="lg" p="xl" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" mx="auto" mb="md" aria-hidden>
          <WaveIcon size={36} />
        </ThemeIcon>
        <Title order={1} size="h2" mb="sm">
          {t(titleKey)}
        </Title>
        <Text c="dimmed">{t('comingSoon.text')}</Text>
      </Paper>
    </Container>
  );
}
