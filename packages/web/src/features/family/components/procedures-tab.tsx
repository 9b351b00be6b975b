import { Loader, Stack, Text } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useProcedureSections } from '../../../components/procedures/procedure-sections';
import type { FamilyPerson } from './person';

/**
 * The procedures and requests tab of /myfamily (spec 001 §2), for the person picked on the left
 * (the holder or a linked person): the sections the app provides, in order (the membership and
 * member card first, then the members' requests).
 */
export function ProceduresTab({ person }: { person: FamilyPerson }) {
  const { t } = useTranslation('family');
  const sections = useProcedureSections();
  return (
    <Stack gap="md">
      <Text size="sm">{t('procedures.text')}</Text>
      {sections.map(({ key, Component }) => (
        <Suspense key={`${key}-${person.user_id}`} fallback={<Loader size="sm" aria-label={t('loading')} />}>
          <Component person={person} />
        </Suspense>
      ))}
    </Stack>
  );
}
