import type { CourseDetails, ServiceChoice } from '@club/domain/activities/activities.schemas';
import { formatCents, toCents } from '@club/domain/activities/pricing.rules';
import { isOn } from '@club/domain/shared/flags';
import { Checkbox, Fieldset, Group, NumberInput, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { serviceName } from '../detail/optional-services';
import type { Lang } from '../use-course-format';

/** Optional services: a checkbox each, with a quantity when the service is `multiple`. */
export function ServicesStep({
  course,
  lang,
  value,
  onChange,
}: {
  course: CourseDetails;
  lang: Lang;
  value: ServiceChoice[];
  onChange: (value: ServiceChoice[]) => void;
}) {
  const { t } = useTranslation('activities');
  const set = (index: number, quantity: number | null) =>
    onChange(
      quantity === null
        ? value.filter((s) => s.index !== index)
        : [...value.filter((s) => s.index !== index), { index, quantity }].sort((a, b) => a.index - b.index),
    );
  return (
    <Fieldset legend={t('enrol.services.legend')} radius="md" p="md">
      <Stack gap="md">
        {course.optional_services_meta.map((s, i) => {
          const chosen = value.find((c) => c.index === i);
          const name = serviceName(s, lang);
          const price = formatCents(toCents(s.price));
          return (
            <Group key={i} justify="space-between" align="center" wrap="wrap">
              <Checkbox
                checked={!!chosen}
                onChange={(e) => set(i, e.currentTarget.checked ? 1 : null)}
                label={`${name} · ${isOn(s.multiple) ? t('detail.servicePerUnit', { price }) : price}`}
              />
              {isOn(s.multiple) && chosen ? (
                <NumberInput
                  aria-label={t('enrol.services.quantity', { name })}
                  min={1}
                  max={99}
                  clampBehavior="strict"
                  allowDecimal={false}
                  w={110}
                  value={chosen.quantity}
                  onChange={(v) => set(i, Math.max(1, Math.min(99, Number(v) || 1)))}
                />
              ) : null}
            </Group>
          );
        })}
      </Stack>
    </Fieldset>
  );
}
