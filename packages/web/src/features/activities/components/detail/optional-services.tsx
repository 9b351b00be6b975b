import type { CourseDetails } from '@club/domain/activities/activities.schemas';
import { formatCents, toCents } from '@club/domain/activities/pricing.rules';
import { isOn } from '@club/domain/shared/flags';
import { Group, List, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../use-course-format';

export const serviceName = (s: { name: string; name_eus: string }, lang: Lang): string =>
  lang === 'eus' && s.name_eus.trim() ? s.name_eus : s.name;

/** Optional services with their price, 'per unit' when a quantity can be chosen (spec 001 §9). */
export function OptionalServices({ services, lang }: { services: CourseDetails['optional_services_meta']; lang: Lang }) {
  const { t } = useTranslation('activities');
  if (services.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="course-services-title">
      <Title order={2} size="h4" id="course-services-title" mb="xs">
        {t('detail.services')}
      </Title>
      <List spacing="xs">
        {services.map((s, i) => {
          const price = formatCents(toCents(s.price));
          return (
            <List.Item key={i}>
              <Group gap="xs" wrap="wrap">
                <Text span fw={600}>
                  {serviceName(s, lang)}
                </Text>
                <Text span c="gray.7">
                  {isOn(s.multiple) ? t('detail.servicePerUnit', { price }) : price}
                </Text>
              </Group>
            </List.Item>
          );
        })}
      </List>
    </Paper>
  );
}
