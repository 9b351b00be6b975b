import type { CourseDetails, Variant } from '@club/domain/activities/activities.schemas';
import { daysInWords } from '@club/domain/activities/words.rules';
import { formatCents, parseEuroCents } from '@club/domain/activities/pricing.rules';
import { Box, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCourseFormat } from '../use-course-format';
import { SeatsBadge } from './seats-badge';

export const POOL_IMAGES = { 1: '/images/pools/fadura.svg', 2: '/images/pools/gobela.svg' } as const;

/** The variants shown to the public (visibility 1), keeping their index in `variants`. */
export const visibleVariants = (course: CourseDetails): { variant: Variant; index: number }[] =>
  course.variants.map((variant, index) => ({ variant, index })).filter((v) => v.variant.visibility === 1);

/** Variants grouped by pool (1 Fadura, 2 Gobela), each pool with its picture (spec 001 §2). */
export function VariantsByPool({ course }: { course: CourseDetails }) {
  const { t } = useTranslation('activities');
  const { lang } = useCourseFormat();
  const visible = visibleVariants(course);
  if (visible.length === 0) return null;
  const pools = ([1, 2] as const).filter((p) => visible.some((v) => v.variant.poolID === p));
  return (
    <section aria-labelledby="course-variants-title">
      <Title order={2} size="h3" id="course-variants-title" mb={4}>
        {t('detail.variants')}
      </Title>
      <Text size="sm" c="gray.7" mb="md">
        {t('detail.variantsIntro')}
      </Text>
      <Stack gap="lg">
        {pools.map((pool) => (
          <Paper key={pool} withBorder radius="md" p="md" component="section" aria-labelledby={`pool-${pool}`}>
            <Group align="flex-start" wrap="nowrap" gap="md">
              <Box w={{ base: 96, sm: 160 }} style={{ flexShrink: 0 }}>
                <img
                  src={POOL_IMAGES[pool]}
                  alt={t('detail.poolImage', { pool: t(`pools.${pool}`) })}
                  width={640}
                  height={400}
                  loading="lazy"
                  style={{ width: '100%', height: 'auto', borderRadius: 'var(--mantine-radius-sm)', display: 'block' }}
                />
              </Box>
              <Box style={{ flex: 1, minWidth: 0 }}>
                <Title order={3} size="h4" id={`pool-${pool}`} mb="xs">
                  {t(`pools.${pool}`)}
                </Title>
                <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {visible
                    .filter((v) => v.variant.poolID === pool)
                    .map(({ variant, index }) => {
                      const price = parseEuroCents(variant.price);
                      return (
                        <Paper component="li" key={variant.uuid} withBorder radius="sm" p="sm" bg="gray.0">
                          <Text fw={600}>{daysInWords(variant.selected_days, lang)}</Text>
                          <Text size="sm">{variant.schedule}</Text>
                          <Group justify="space-between" mt={6} gap="xs">
                            {price !== null ? <Text size="sm">{formatCents(price)}</Text> : <span />}
                            <SeatsBadge slug={course.slug_es} variant={variant.uuid} key={index} />
                          </Group>
                        </Paper>
                      );
                    })}
                </SimpleGrid>
              </Box>
            </Group>
          </Paper>
        ))}
      </Stack>
    </section>
  );
}
