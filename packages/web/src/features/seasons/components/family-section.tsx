import { clubToday } from '@club/domain/activities/catalogue.rules';
import { levelChoiceRefusals, type LevelChoiceRefusal } from '@club/domain/seasons/level-choice.rules';
import type { ContinuousSignup, Level, LevelsReply } from '@club/domain/seasons/seasons.schemas';
import { seasonPersonButton, seasonProfileFields } from '@club/domain/seasons/signup.rules';
import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../auth';
import { NewMemberForm, useLinkedUsers } from '../../family';
import { getPendingSignup, useContinuousSignups } from '../api/seasons-api';
import { levelRefusalAdvice, levelRefusalInWords } from './level-reasons';
import { personOfProfile, SeasonAssistant, type SeasonPerson } from './season-assistant';

/**
 * The family section of a season page (spec 001 §2, §4): the member's card and one per linked
 * person, each with the button of its season signup state (payment error that retries from step
 * 5, waiting list, enrol, already signed up), the assistant of whoever is being enrolled, and the
 * add-person form behind '¿Falta alguien?'. A person who may not take this level (their age, the
 * level the club gave them, members only: level-choice.rules) gets the reason and what to do in
 * place of the enrol button, before any assistant is opened.
 */
export function FamilySection({ season, levels, level }: { season: LevelsReply['season']; levels: Level[]; level: Level }) {
  const { t } = useTranslation('seasons');
  const { profile } = useSession();
  const linked = useLinkedUsers(undefined, !!profile?.allow_impersonate);
  // The person is looked up by id at each render: after a refusal the family's data is asked for
  // again (the office may have changed a level) and the open assistant sees the new data.
  const [open, setOpen] = useState<{ userId: number; recovery: { ticketID: number; price: number } | null } | null>(null);
  const [adding, setAdding] = useState(false);
  const today = useMemo(() => clubToday(new Date()), []);
  if (!profile) return null;
  const holder = personOfProfile(profile);
  const persons: SeasonPerson[] = [
    holder,
    ...(linked.data ?? []).map((u) => ({
      user_id: u.id,
      first_name: u.first_name,
      last_name: u.last_name,
      date_of_birth: u.sysProfile.date_of_birth,
      accepted_terms_conditions: u.sysProfile.accepted_terms_conditions,
      pm_details: u.sysProfile.pm_details,
      gibke_payment_details: u.sysProfile.gibke_payment_details,
      limit_poolid: u.sysProfile.memberProfile.limit_poolid,
      member_id: u.sysProfile.member_id,
      current_level: u.sysProfile.memberProfile.current_level,
    })),
  ];
  const openPerson = open ? persons.find((p) => p.user_id === open.userId) : undefined;
  return (
    <section aria-labelledby="family-title">
      <Title order={2} id="family-title" mb="sm">
        {t('family.title')}
      </Title>
      <Stack gap="sm">
        {persons.map((p) => (
          <PersonCard
            key={p.user_id}
            person={p}
            isSelf={p.user_id === holder.user_id}
            seasonId={season.id}
            level={level}
            refusals={levelChoiceRefusals(level, season, p, today)}
            onEnrol={(recovery) => setOpen({ userId: p.user_id, recovery })}
          />
        ))}
        {open && openPerson ? (
          <SeasonAssistant
            key={`${open.userId}-${open.recovery?.ticketID ?? 'new'}`}
            person={openPerson}
            holder={holder}
            season={season}
            levels={levels}
            levelId={level.id}
            recovery={open.recovery}
            onClose={() => setOpen(null)}
          />
        ) : null}
        {profile.allow_impersonate ? (
          adding ? (
            <NewMemberForm idPrefix="season-new-member" onCreated={() => setAdding(false)} onCancel={() => setAdding(false)} />
          ) : (
            <Group>
              <Text>{t('family.missing')}</Text>
              <Button variant="subtle" onClick={() => setAdding(true)}>
                {t('family.add')}
              </Button>
            </Group>
          )
        ) : null}
      </Stack>
    </section>
  );
}

function PersonCard({
  person,
  isSelf,
  seasonId,
  level,
  refusals,
  onEnrol,
}: {
  person: SeasonPerson;
  isSelf: boolean;
  seasonId: number;
  level: Level;
  /** Why the person may not take this page's level (empty when they may). */
  refusals: LevelChoiceRefusal[];
  onEnrol: (recovery: { ticketID: number; price: number } | null) => void;
}) {
  const { t, i18n } = useTranslation('seasons');
  const signups = useContinuousSignups(person.user_id);
  const [recoveryError, setRecoveryError] = useState<string | null>(null);
  const latest: ContinuousSignup | undefined = (signups.data ?? []).filter((s) => s.current_season.id === seasonId).at(-1);
  const button = seasonPersonButton(seasonProfileFields(latest ?? null));
  const name = isSelf ? t('family.you') : `${person.first_name} ${person.last_name}`;
  const retry = async () => {
    setRecoveryError(null);
    try {
      const r = await getPendingSignup(person.user_id);
      if (r.ok) onEnrol({ ticketID: r.ticketID, price: r.price });
      else setRecoveryError(r.ext ?? t('family.recoveryFailed'));
    } catch {
      setRecoveryError(t('family.recoveryFailed'));
    }
  };
  return (
    <Card withBorder padding="sm" component="article" aria-label={name}>
      <Group justify="space-between" wrap="wrap">
        <div>
          <Text fw={600}>{name}</Text>
          {latest ? (
            <Text size="sm" c="gray.7">
              {latest.schedule || t(`family.status.${latest.status}`)}
            </Text>
          ) : null}
        </div>
        {button === 'retry_payment' ? (
          <Button color="red.9" onClick={() => void retry()} aria-label={isSelf ? undefined : t('family.retryFor', { name })}>
            {t('family.retry')}
          </Button>
        ) : button === 'waiting_list' ? (
          <Badge color="yellow.5" autoContrast tt="none" size="lg">
            {t('family.waiting')}
          </Badge>
        ) : button === 'enrol' && refusals.length > 0 ? null : button === 'enrol' ? (
          <Button
            onClick={() => onEnrol(null)}
            // The name a screen reader or voice control hears starts with the words on the button
            // (WCAG 2.5.3): one's own card says "Inscribirme", another person's "Inscribir" + name.
            aria-label={isSelf ? undefined : t('family.enrolFor', { name })}
            disabled={signups.isLoading}
          >
            {isSelf ? t('family.enrolSelf') : t('family.enrol')}
          </Button>
        ) : (
          <Button disabled>{t('family.already')}</Button>
        )}
      </Group>
      {button === 'enrol' && refusals.length > 0 ? (
        <NotForLevel person={person} isSelf={isSelf} level={level} refusals={refusals} lang={i18n.language} />
      ) : null}
      {recoveryError ? (
        <Alert color="red" variant="light" role="alert" mt="xs">
          {recoveryError}
        </Alert>
      ) : null}
    </Card>
  );
}

/**
 * In place of the enrol button, for a person this level is closed to: the reason in words and
 * what to do (ask the office for the swimmer's level, choose the level of their age, join the
 * club), instead of an assistant whose last step would refuse them.
 */
function NotForLevel({
  person,
  isSelf,
  level,
  refusals,
  lang,
}: {
  person: SeasonPerson;
  isSelf: boolean;
  level: Level;
  refusals: LevelChoiceRefusal[];
  lang: string;
}) {
  const { t } = useTranslation('seasons');
  const context = isSelf ? 'self' : undefined;
  return (
    <Stack gap={4} mt="xs">
      <Text size="sm" fw={600}>
        {t('family.notFor', { name: person.first_name, context })}
      </Text>
      <Text size="sm">{`${refusals.map((r) => levelRefusalInWords(t, r, level, lang)).join('. ')}.`}</Text>
      {levelRefusalAdvice(t, refusals, { name: person.first_name, self: isSelf }).map((a) => (
        <Text size="sm" key={a.text}>
          {a.text}{' '}
          {a.link === 'levels' ? (
            <Anchor component={Link} to="/actividades/temporada">
              {t('advice.levelsLink')}
            </Anchor>
          ) : a.link === 'join' ? (
            <Anchor component={Link} to="/hazte_socio">
              {t('advice.joinLink')}
            </Anchor>
          ) : null}
        </Text>
      ))}
    </Stack>
  );
}
