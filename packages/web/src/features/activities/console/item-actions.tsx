import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Move up, move down and remove for one item of an edited list; `what` names the item ("la opción 2"). */
export function ItemActions({
  what,
  index,
  count,
  onMove,
  onRemove,
}: {
  what: string;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('console-courses');
  return (
    <Group gap="xs" mt="xs">
      <Button size="xs" variant="default" disabled={index === 0} onClick={() => onMove(-1)} aria-label={t('item.up', { what })}>
        {t('item.upShort')}
      </Button>
      <Button size="xs" variant="default" disabled={index === count - 1} onClick={() => onMove(1)} aria-label={t('item.down', { what })}>
        {t('item.downShort')}
      </Button>
      <Button size="xs" variant="default" color="red" onClick={onRemove} aria-label={t('item.remove', { what })}>
        {t('item.removeShort')}
      </Button>
    </Group>
  );
}
