import { Badge, Button, Container, Group, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../lib/use-page-title';

/** Pool lanes with a wave: the placeholder's illustration, drawn inline. */
function LanesArt() {
  return (
    <svg viewBox="0 0 320 96" width="100%" height="96" preserveAspectRatio="xMidYMid slice" aria-hidden focusable="false">
      <rect width="320" height="96" fill="#1971c2" />
      {[18, 42, 66].map((y) => (
        <g key={y}>
          <line x1="0" y1={y} x2="320" y2={y} stroke="#a5d8ff" strokeWidth="2" strokeDasharray="10 8" />
          {[40, 120, 200, 280].map((x) => (
            <circle key={x} cx={x} cy={y} r="3" fill={x === 120 || x === 200 ? '#ff6b6b' : '#fff'} />
          ))}
        </g>
      ))}
      <path
        d="M0 84c20 0 20-8 40-8s20 8 40 8 20-8 40-8 20 8 40 8 20-8 40-8 20 8 40 8 20-8 40-8 20 8 40 8V96H0z"
        fill="#fff"
        opacity="0.9"
      />
    </svg>
  );
}

/** A designed placeholder for a page whose issue is still open: never a blank page. */
export function ComingSoon({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('common');
  usePageTitle(t(titleKey));
  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="lg" shadow="sm" style={{ overflow: 'hidden' }}>
        <LanesArt />
        <div style={{ padding: 'var(--mantine-spacing-xl)', textAlign: 'center' }}>
          <Badge variant="light" size="lg" mb="sm">
            {t('comingSoon.badge')}
          </Badge>
          <Title order={1} size="h2" mb="sm">
            {t(titleKey)}
          </Title>
          <Text c="dimmed" mb="lg" maw={460} mx="auto">
            {t('comingSoon.text')}
          </Text>
          <Group justify="center" gap="sm">
            <Button component={Link} to="/">
              {t('comingSoon.home')}
            </Button>
            <Button component={Link} to="/actividades" variant="light">
              {t('comingSoon.activities')}
            </Button>
          </Group>
        </div>
      </Paper>
    </Container>
  );
}
