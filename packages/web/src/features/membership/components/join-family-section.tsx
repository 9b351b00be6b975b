import type { Profile } from '@club/domain/auth/auth.schemas';
import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FamilyAccessRequest } from '../../account';
import { contentClasses as content } from '../../content';
import { NewMemberModal, PersonCardBody, personOfLinkedUser, personOfProfile, useLinkedUsers, type FamilyPerson } from '../../family';
import { MembershipStatus } from './membership-status';

/**
 * The join page's 'Mi familia' (spec 001 §2): a card for the user and each person of the account
 * with their membership message and its links or buttons (the join assistant, the member-number
 * modal), and 'Añadir una persona a mi cuenta'.
 */
export default function JoinFamilySection({ profile }: { profile: Profile }) {
  const { t } = useTranslation('membership');
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
        {t('family.title')}
      </h2>
      <Text mb="md">{t('family.intro')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {people.map((p) => (
          <Paper component="li" key={p.user_id} withBorder radius="md" p="md" data-testid={`membership-card-${p.user_id}`}>
            <Stack gap="sm">
              <PersonCardBody person={p} compact />
              <MembershipStatus person={p} />
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
      <Group mt="md">
        {allowed ? (
          <Button onClick={() => setAdding(true)}>{t('family.addPerson')}</Button>
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
