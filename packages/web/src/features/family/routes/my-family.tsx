import { Alert, Button, Center, Container, Grid, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSession } from '../../auth';
import { accountClasses as classes, FamilyAccessRequest } from '../../account';
import { useLinkedUsers } from '../api/family-api';
import { DocumentsTab } from '../components/documents-tab';
import familyClasses from '../components/family.module.css';
import { personOfLinkedUser, personOfProfile, type FamilyPerson } from '../components/person';
import { PersonPicker } from '../components/person-cards';
import { PersonalDataTab } from '../components/personal-data-tab';
import { ProceduresTab } from '../components/procedures-tab';
import { SignupsTab } from '../components/signups-tab';

const NewMemberModal = lazy(() => import('../components/new-member-modal'));
const TABS = ['data', 'procedures', 'documents', 'signups'] as const;
type Tab = (typeof TABS)[number];

/**
 * /myfamily (spec 001 §2): left, 'Tú' and each person as cards to pick the active person; right,
 * the tabs personal data, procedures and requests, documentation and signups of that person. A
 * holder without allow_impersonate sees only 'Tú' and the request action instead of the family
 * tools.
 */
export default function MyFamilyPage() {
  const { t } = useTranslation(['family', 'account']);
  usePageTitle(t('title'));
  const { profile } = useSession();
  const allowed = profile?.allow_impersonate === 1;
  const users = useLinkedUsers(undefined, allowed);
  const [activeId, setActiveId] = useState<number | null>(null);
  const [tab, setTab] = useState<Tab>('data');
  const [adding, setAdding] = useState(false);
  const [addLoaded, setAddLoaded] = useState(false);

  const people = useMemo<FamilyPerson[]>(() => {
    if (!profile) return [];
    return [personOfProfile(profile), ...(users.data ?? []).map((u) => personOfLinkedUser(u, profile))];
  }, [profile, users.data]);

  if (!profile) {
    return (
      <Center py="xl">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  const active = people.find((p) => p.user_id === activeId) ?? people[0]!;
  const activeName = active.isSelf ? t('people.you') : `${active.first_name} ${active.last_name}`;

  return (
    <Container size="lg" py="lg" px="sm" className={classes.scope}>
      <Title order={1} size="h2" mb="xs">
        {t('title')}
      </Title>
      <Text mb="lg">{t('intro')}</Text>
      {/* overflow hidden: the grid's negative gutter margins made the page 4 px wider than a phone (issue 20, point 5). */}
      <Grid gutter="xl" overflow="hidden">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md" component="section" aria-labelledby="family-people">
            <Title order={2} size="h3" id="family-people">
              {t('people.title')}
            </Title>
            <PersonPicker people={people} activeId={active.user_id} onPick={setActiveId} />
            {allowed ? (
              <>
                {users.isPending ? <Loader size="sm" aria-label={t('loading')} /> : null}
                {users.isError ? (
                  <Alert color="red" variant="light" role="alert" title={t('errors.userTitle')}>
                    {t('errors.load')}
                  </Alert>
                ) : null}
                {users.data?.length === 0 ? (
                  <Text size="sm" c="gray.7">
                    {t('people.none')}
                  </Text>
                ) : null}
                <Button
                  onClick={() => {
                    setAddLoaded(true);
                    setAdding(true);
                  }}
                >
                  {t('people.add')}
                </Button>
              </>
            ) : (
              <>
                {/* Issue 20, point 1: a parent adds their own minor child at once; anyone else asks the office. */}
                <Text size="sm">{t('people.childAtOnce')}</Text>
                <Button
                  onClick={() => {
                    setAddLoaded(true);
                    setAdding(true);
                  }}
                >
                  {t('people.addChild')}
                </Button>
                <Text size="sm" c="gray.7">
                  {t('people.othersAskOffice')}
                </Text>
                <FamilyAccessRequest profile={profile} explain={false} />
              </>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <section aria-labelledby="family-active">
            <Title order={2} size="h3" id="family-active" mb="sm">
              {active.isSelf ? t('activeSelf') : t('activePerson', { name: activeName })}
            </Title>
            <Tabs value={tab} onChange={(v) => v && setTab(v as Tab)} keepMounted={false}>
              <Tabs.List className={familyClasses.familyTabs}>
                {TABS.map((k) => (
                  <Tabs.Tab key={k} value={k} className={familyClasses.familyTab}>
                    {t(`tabs.${k}`)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              <Tabs.Panel value="data" pt="md">
                <PersonalDataTab key={active.user_id} person={active} />
              </Tabs.Panel>
              <Tabs.Panel value="procedures" pt="md">
                <ProceduresTab key={active.user_id} person={active} />
              </Tabs.Panel>
              <Tabs.Panel value="documents" pt="md">
                <DocumentsTab key={active.user_id} person={active} />
              </Tabs.Panel>
              <Tabs.Panel value="signups" pt="md">
                <SignupsTab key={active.user_id} person={active} />
              </Tabs.Panel>
            </Tabs>
          </section>
        </Grid.Col>
      </Grid>
      {addLoaded ? (
        <Suspense fallback={null}>
          <NewMemberModal opened={adding} onClose={() => setAdding(false)} onCreated={(u) => setActiveId(u.id)} />
        </Suspense>
      ) : null}
    </Container>
  );
}
