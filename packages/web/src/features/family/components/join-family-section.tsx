import type { Profile } from '@club/domain/auth/auth.schemas';
import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FamilyAccessRequest } from '../../account';
import { contentClasses as content } from '../../content';
import { useLinkedUsers } from '../api/family-api';
import { personOfLinkedUser, personOfProfile, type FamilyPerson } from './person';
import { PersonCardBody } from './person-cards';

const NewMemberModal = lazy(() => import('./new-member-modal'));

/** Colour of each membership state (spec 001 §3 gibke_membership_state). */
const STATE_COLOUR: Record<number, string> = { 1: 'teal.9', 2: 'orange.9', 3: 'blue.9' };

/**
 * The join page's 'Mi familia' (spec 001 §2): a card for the user and each person with the
 * membership state text of gibke_membership_state, and 'Añadir una persona a mi cuenta'.
 * Decision: until the membership work brings its join assistant, 'Inscribirme' and 'Reintentar
 * alta' take the reader to the membership types above (#tipos) and the office completes the
 * join; the holder's own state is 1 when the account has a member number, else 0.
 */
export default function JoinFamilySection({ profile }: { profile: Profile }) {
  const { t } = useTranslation('family');
  const allowed = profile.allow_impersonate === 1;
  const users = useLinkedUsers(undefined, allowed);
  const [adding, setAdding] = useState(false);
  const people = useMemo<FamilyPerson[]>(
    () => [personOfProfile(profile), ...(users.data ?? []).map((u) => personOfLinkedUser(u, profile))],
    [profile, users.data],
  );
  return (
    <section aria-labelledby="join-family" style={{ marginTop: '2rem' }}>
      <h2 id="join-family" className={content.sectionTitle}>
        {t('join.title')}
      </h2>
      <Text mb="md">{t('join.intro')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {people.map((p) => (
          <Paper component="li" key={p.user_id} withBorder radius="md" p="md">
            <Stack gap="sm">
              <PersonCardBody person={p} compact />
              <MembershipState state={p.gibke_membership_state} />
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
      <Group mt="md">
        {allowed ? (
          <Button onClick={() => setAdding(true)}>{t('join.addPerson')}</Button>
        ) : (
          <Paper withBorder radius="md" p="md" maw={560}>
            <FamilyAccessRequest profile={profile} />
          </Paper>
        )}
      </Group>
      {adding ? (
        <Suspense fallback={null}>
          <NewMemberModal opened={adding} onClose={() => setAdding(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}

function MembershipState({ state }: { state: number }) {
  const { t } = useTranslation('family');
  const known = state === 1 || state === 2 || state === 3;
  return (
    <Stack gap={6}>
      <Badge color={known ? STATE_COLOUR[state] : 'gray.8'} variant="filled" tt="none" autoContrast style={{ alignSelf: 'flex-start' }}>
        {t(`join.state.${known ? state : 0}`)}
      </Badge>
      {state === 1 || state === 3 ? (
        <Group gap="md">
          <Anchor component={Link} to="/myaccount" size="sm">
            {t('join.procedures')}
          </Anchor>
          <Anchor component={Link} to="/material_equipacion" size="sm">
            {t('join.equipment')}
          </Anchor>
        </Group>
      ) : state === 2 ? (
        <Button component="a" href="#tipos" size="xs" variant="light" style={{ alignSelf: 'flex-start' }}>
          {t('join.retry')}
        </Button>
      ) : (
        <Button component="a" href="#tipos" size="xs" variant="light" style={{ alignSelf: 'flex-start' }}>
          {t('join.enrol')}
        </Button>
      )}
    </Stack>
  );
}
