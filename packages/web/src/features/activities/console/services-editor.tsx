import { Button, Checkbox, Paper, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { move, type ServiceDraft } from './course-draft';
import { ItemActions } from './item-actions';

/** Optional services (spec 001 §3 optional_services_meta): extras with a price, some by quantity. */
export function ServicesEditor({
  services,
  onChange,
  errors,
}: {
  services: ServiceDraft[];
  onChange: (list: ServiceDraft[]) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation('console-courses');
  const update = (i: number, patch: Partial<ServiceDraft>) => onChange(services.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  return (
    <>
      <Text size="sm" c="dimmed" mb="xs">
        {t('service.help')}
      </Text>
      {services.map((s, i) => {
        const n = i + 1;
        const err = (k: string) => errors[`optional_services_meta.${i}.${k}`];
        return (
          <Paper key={i} withBorder p="sm" mb="sm" role="group" aria-label={t('service.n', { n })}>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput
                label={t('service.name_es', { n })}
                value={s.name}
                onChange={(e) => update(i, { name: e.currentTarget.value })}
                error={err('name')}
                required
              />
              <TextInput
                label={t('service.name_eus', { n })}
                value={s.name_eus}
                onChange={(e) => update(i, { name_eus: e.currentTarget.value })}
                error={err('name_eus')}
              />
              <TextInput
                label={t('service.price', { n })}
                value={String(s.price)}
                onChange={(e) => update(i, { price: e.currentTarget.value })}
                error={err('price')}
                required
              />
            </SimpleGrid>
            <Checkbox
              mt="xs"
              label={t('service.multiple', { n })}
              checked={s.multiple === 1}
              onChange={(e) => update(i, { multiple: e.currentTarget.checked ? 1 : 0 })}
            />
            <ItemActions
              what={t('service.n', { n })}
              index={i}
              count={services.length}
              onMove={(by) => onChange(move(services, i, by))}
              onRemove={() => onChange(services.filter((_, j) => j !== i))}
            />
          </Paper>
        );
      })}
      <Button variant="light" onClick={() => onChange([...services, { name: '', name_eus: '', price: '', multiple: 0 }])}>
        {t('service.add')}
      </Button>
    </>
  );
}
