import { Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/use-page-title';
import { useLevels } from '../api/seasons-api';
import { LevelCards } from '../components/level-cards';
import { seasonName } from '../components/level-text';

/** /actividades/temporada (spec 001 §2): the current season's levels, each a link to its page. */
export default function SeasonFrontPage() {
  const { t, i18n } = useTranslation('seasons');
  const levels = useLevels();
  usePageTitle(t('front.title'));
  return (
    <Container size="lg" py="xl">
      <Title order={1}>{t('front.title')}</Title>
      {levels.data ? (
        <Text c="gray.7" mb="lg">
          {seasonName(levels.data, i18n.language)}
        </Text>
      ) : null}
      <Text mb="lg" maw={760}>
        {t('front.intro')}
      </Text>
      <LevelCards headingOrder={2} />
    </Container>
  );
}
