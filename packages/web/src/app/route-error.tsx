import { Button, Container, Text, Title } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Shown when a page fails to load (a chunk after a deploy, a render error). */
export function RouteError() {
  const { t } = useTranslation('common');
  return (
    <Container size="sm" py="xl">
      <Title order={1} size="h2">
        {t('routeError.title')}
      </Title>
      <Text my="md">{t('routeError.text')}</Text>
      <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
    </Container>
  );
}

/** Catches a page's render or chunk-loading error; reset when the address changes. */
export class PageErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidUpdate(prev: { resetKey: string }) {
    if (prev.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }
  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
