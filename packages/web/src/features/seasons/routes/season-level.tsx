import { clubToday } from '@club/domain/activities/catalogue.rules';
import { findLevelBySlug, isLevelExpired } from '@club/domain/seasons/eligibility.rules';
import { Alert, Anchor, Badge, Container, Grid, Image, Stack, Text, Title, TypographyStylesProvider } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSession } from '../../auth';
import { useLevels } from '../api/seasons-api';
import { FamilySection } from '../components/family-section';
import { GroupsTable } from '../components/groups-table';
import { levelText, seasonName } from '../components/level-text';

/**
 * /actividades/temporada/{slug} (spec 001 §2): the level matched on its Spanish title; header with
 * cover and expiry state, content, the table of groups, the enrol options (sign in, or the family
 * section with its assistants and the add-person form).
 */
export default function SeasonLevelPage() {
  const { slug = '' } = useParams();
  const { t, i18n } = useTranslation('seasons');
  const levels = useLevels();
  const { status } = useSession();
  const today = useMemo(() => clubToday(new Date()), []);
  const level = levels.data ? findLevelBySlug(levels.data.data, slug) : null;
  usePageTitle(level ? levelText(level, i18n.language, 'title') : t('front.title'));
  if (levels.isError)
    return (
      <Container py="xl">
        <Alert color="red">{t('loadFailed')}</Alert>
      </Container>
    );
  if (!levels.data)
    return (
      <Container py="xl">
        <Text role="status">{t('loading')}</Text>
      </Container>
    );
  if (!level)
    return (
      <Container py="xl">
        <Title order={1}>{t('notFound')}</Title>
        <Anchor component={Link} to="/actividades/temporada">
          {t('front.title')}
        </Anchor>
      </Container>
    );
  const { season } = levels.data;
  const expired = isLevelExpired(level, season, today, 'assistant');
  return (
    <Container size="lg" py="xl">
      <Grid gutter="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            {level.cover ? <Image src={level.cover.path} alt="" radius="md" h={220} fit="cover" /> : null}
            <Title order={1}>{levelText(level, i18n.language, 'title')}</Title>
            <Text c="gray.7">
              {seasonName(levels.data, i18n.language)} · {levelText(level, i18n.language, 'description')}
            </Text>
            {expired ? (
              <Badge color="dark" tt="none">
                {t('expired')}
              </Badge>
            ) : null}
            <TypographyStylesProvider>
              <div dangerouslySetInnerHTML={{ __html: levelText(level, i18n.language, 'content') }} />
            </TypographyStylesProvider>
            <GroupsTable level={level} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          {status === 'authenticated' ? (
            expired ? (
              <Alert color="gray">{t('closed')}</Alert>
            ) : (
              <FamilySection season={season} levels={levels.data.data} level={level} />
            )
          ) : (
            <Alert color="blue" variant="light">
              {t('signIn')}{' '}
              <Anchor component={Link} to="/login" state={{ from: `/actividades/temporada/${slug}` }}>
                {t('signInLink')}
              </Anchor>
            </Alert>
          )}
        </Grid.Col>
      </Grid>
    </Container>
  );
}
