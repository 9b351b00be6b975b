import { Radio, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard, toast } from '../../account';
import { useSetImageUse } from '../api/family-api';
import type { FamilyPerson } from './person';
import { formatBirthDate } from './person-cards';

/**
 * The person's yes/no on the use of their images (issue 20, point 2), changeable here at any
 * time: a change is saved at once and dated by the server. Never answered counts as no.
 */
export function ImageUseCard({ person }: { person: FamilyPerson }) {
  const { t, i18n } = useTranslation('family');
  const set = useSetImageUse();
  const p = person.profile;
  // The choice shows at once; it goes back to the stored one if the call fails.
  const [chosen, setChosen] = useState<string | null>(null);
  const date = p.image_use_date ? formatBirthDate(p.image_use_date.slice(0, 10), i18n.language) : '';
  const state = p.image_use_date === null ? t('imageUse.never') : t(p.image_use === 1 ? 'imageUse.stateYes' : 'imageUse.stateNo', { date });
  const name = person.isSelf ? t('people.you') : `${person.first_name} ${person.last_name}`;
  return (
    <SectionCard title={t('imageUse.title')}>
      <Radio.Group
        label={t('imageUse.legend')}
        description={t('imageUse.hint')}
        value={chosen ?? (p.image_use_date === null ? '' : String(p.image_use))}
        onChange={(v) => {
          setChosen(v);
          set.mutate(
            { user_id: person.user_id, image_use: v === '1' ? 1 : 0 },
            {
              onSuccess: () => toast({ color: 'green', message: t('imageUse.saved', { name }) }),
              onError: () => {
                setChosen(null);
                toast({ color: 'red', message: t('imageUse.failed') });
              },
            },
          );
        }}
      >
        <Group mt={6}>
          <Radio value="1" label={t('imageUse.yes')} disabled={set.isPending} />
          <Radio value="0" label={t('imageUse.no')} disabled={set.isPending} />
        </Group>
      </Radio.Group>
      <Text size="sm" c="gray.7" aria-live="polite">
        {state}
      </Text>
    </SectionCard>
  );
}
