import { Avatar, Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { initialsOf } from '../../account';
import type { FamilyPerson } from './person';
import classes from './family.module.css';

/** An ISO date in the reader's language ('12/03/2016'); '—' when missing. */
export function formatBirthDate(iso: string | null, lang: string): string {
  if (!iso || !/^\d{4}-\d{2}-\d{2}$/.test(iso)) return '—';
  const [y, m, d] = iso.split('-');
  return lang === 'eus' ? `${y}/${m}/${d}` : `${d}/${m}/${y}`;
}

/** A person's card: picture, names, birth date, person id, address and phone (spec 001 §2). */
export function PersonCardBody({ person, compact = false }: { person: FamilyPerson; compact?: boolean }) {
  const { t, i18n } = useTranslation('family');
  const address = [person.address, [person.zipcode, person.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <Group wrap="nowrap" align="flex-start" gap="sm">
      <Avatar src={person.profile_picture} alt="" size={compact ? 40 : 52} radius="xl" color="blue">
        {initialsOf(person.first_name, person.last_name)}
      </Avatar>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap={6}>
          <Text fw={700}>{person.isSelf ? t('people.you') : `${person.first_name} ${person.last_name}`}</Text>
          {person.isSelf ? null : person.member_id > 0 ? (
            <Badge size="sm" color="teal.9" tt="none">
              {t('people.member')}
            </Badge>
          ) : null}
        </Group>
        {person.isSelf ? (
          <Text size="sm">
            {person.first_name} {person.last_name}
          </Text>
        ) : null}
        <Text size="sm">
          {t('people.birth')}: {formatBirthDate(person.date_of_birth, i18n.language)}
        </Text>
        {compact ? null : (
          <>
            <Text size="sm">
              {t('people.personId')}: {person.person_id || '—'}
            </Text>
            <Text size="sm" className={classes.wrap}>
              {t('people.address')}: {address || '—'}
            </Text>
            <Text size="sm">
              {t('people.phone')}: {person.phone || '—'}
            </Text>
          </>
        )}
      </Stack>
    </Group>
  );
}

/** The left column: 'Tú' and each person, one pressed at a time (the active person). */
export function PersonPicker({ people, activeId, onPick }: { people: FamilyPerson[]; activeId: number; onPick: (id: number) => void }) {
  const { t } = useTranslation('family');
  return (
    <Stack gap="sm" component="ul" className={classes.list} aria-label={t('people.listLabel')}>
      {people.map((p) => (
        <li key={p.user_id}>
          <UnstyledButton
            className={classes.personButton}
            aria-pressed={p.user_id === activeId}
            data-active={p.user_id === activeId || undefined}
            onClick={() => onPick(p.user_id)}
          >
            <Paper withBorder radius="md" p="sm" className={classes.personCard}>
              <PersonCardBody person={p} />
            </Paper>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}
