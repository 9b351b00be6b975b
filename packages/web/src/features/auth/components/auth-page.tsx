import { Container, Paper, Text, Title, type MantineSpacing, type StyleProp } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/use-page-title';

/** The frame of the login and signup pages: the page title, heading and subtitle, the form in a card, then `footer`. */
export function AuthPage({
  page,
  size,
  padding,
  footer,
  children,
}: {
  page: 'login' | 'signup';
  size: number;
  padding: StyleProp<MantineSpacing>;
  footer?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('auth');
  usePageTitle(t(`${page}.title`));
  return (
    <Container size={size} py="xl">
      <Title order={1} ta="center" mb={4}>
        {t(`${page}.title`)}
      </Title>
      <Text c="dimmed" ta="center" mb="lg">
        {t(`${page}.subtitle`)}
      </Text>
      <Paper withBorder shadow="sm" radius="lg" p={padding}>
        {children}
      </Paper>
      {footer}
    </Container>
  );
}
