import { clubToday } from '@club/domain/activities/catalogue.rules';
import { isLevelExpired } from '@club/domain/seasons/eligibility.rules';
import type { LevelsReply } from '@club/domain/seasons/seasons.schemas';
import { Alert, Badge, Card, Image, SimpleGrid, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLevels } from '../api/seasons-api';
import { levelText } from './level-text';

/** The season's level cards (the /actividades/home section and the season front page): cover, title, description, expiry state. */
export function LevelCards({ headingOrder = 3 }: { headingOrder?: 2 | 3 }) {
  const { t, i18n } = useTranslation('seasons');
  const levels = useLevels();
  const today = useMemo(() => clubToday(new Date()), []);
  if (levels.isError) return <Alert color="gray">{t('none')}</Alert>;
  if (!levels.data)
    return (
      <Text role="status" c="gray.7">
        {t('loading')}
      </Text>
    );
  const { season, data } = levels.data as LevelsReply;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      {data.map((l, i) => {
        const expired = isLevelExpired(l, season, today, 'card');
        return (
          // A card that is a link shows Mantine's focus ring when reached by keyboard (a Card has none of its own).
          <Card key={l.id} withBorder padding="sm" component={Link} to={`/actividades/temporada/${l.slug}`} className="mantine-focus-auto">
            {l.cover ? (
              <Card.Section>
                {/* The first row (up to three cards) is in view; the rest load as they come near it. */}
                <Image src={l.cover.path} alt="" h={140} fit="cover" loading={i < 3 ? 'eager' : 'lazy'} decoding="async" />
              </Card.Section>
            ) : null}
            <Title order={headingOrder} size="h4" mt="sm">
              {levelText(l, i18n.language, 'title')}
            </Title>
            <Text size="sm" c="gray.7" lineClamp={3}>
              {levelText(l, i18n.language, 'description')}
            </Text>
            {expired ? (
              <Badge color="dark" mt="xs" tt="none">
                {t('expired')}
              </Badge>
            ) : null}
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
