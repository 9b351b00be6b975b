import { ageInWords } from '@club/domain/activities/words.rules';
import { JOIN_MIN_AGE_MONTHS, joinRefusal, membershipMessage, MEMBERSHIP_STATE } from '@club/domain/membership/membership.rules';
import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toneColour } from '../../../components/status-tone';
import { useLang } from '../../content';
import type { FamilyPerson } from '../../family';
import { JoinAssistant } from './join-assistant';
import { MembershipDataModal } from './membership-data-modal';

/** The shared tones (AA contrast: white on orange.9 is only 3.9:1); a grey one for 'No eres socio'. */
const TONE_COLOUR = { success: toneColour.success, warning: toneColour.warning, info: toneColour.info, neutral: 'gray.8' } as const;

/**
 * A person's membership message by gibke_membership_state (spec 001 §2) with its links or
 * buttons: 3 'Alta finalizada, pendiente de validación de los datos' and 1 'Socio activo' link to
 * /myaccount (Gestiones) and /material_equipacion; 2 'Alta solicitada, pago del alta pendiente'
 * with 'Reintentar alta' (the assistant at step 4); otherwise 'No eres socio' with 'Inscribirme'
 * (the assistant) and, for a member of the club without the portal knowing, their number.
 * A child under the join age (JOIN_MIN_AGE_MONTHS, spec 001 §5) gets the reason and where to join
 * instead of 'Inscribir': decision: the check is shown on the card, before the assistant, because
 * no step of the assistant can be passed by a child the server will refuse (prepare_membership
 * answers 'too_young'); they still may link an existing member number.
 */
export function MembershipStatus({ person }: { person: FamilyPerson }) {
  const { t } = useTranslation('membership');
  const state = person.gibke_membership_state;
  const message = membershipMessage(state);
  const [joining, setJoining] = useState(false);
  const [linking, setLinking] = useState(false);
  const name = person.isSelf ? '' : ` (${person.first_name})`;
  // The spec's words are the reader's own ('No eres socio', 'Inscribirme', 'Ya soy socio/a'); on
  // another person's card they speak of that person ('No es socio/a', 'Ya es socio/a').
  const say = (key: 'not_member' | 'join' | 'link' | 'chooseType') => t(person.isSelf ? `status.${key}` : `status.other.${key}`);
  const lang = useLang();
  const tooYoung = useMemo(
    () => joinRefusal({ ...person.profile, gibke_membership_state: state }, new Date()) === 'too_young',
    [person.profile, state],
  );
  return (
    <Stack gap={6}>
      <Badge color={TONE_COLOUR[message.tone]} variant="filled" tt="none" autoContrast style={{ alignSelf: 'flex-start' }}>
        {message.key === 'not_member' ? say('not_member') : t(`status.${message.key}`)}
      </Badge>
      {message.actions.includes('join') && tooYoung ? (
        <Text size="sm">
          {t('status.tooYoung', {
            age: ageInWords(JOIN_MIN_AGE_MONTHS, lang),
            name: person.first_name,
            context: person.isSelf ? 'self' : undefined,
          })}
        </Text>
      ) : null}
      <Group gap="md">
        {message.actions.includes('account_link') ? (
          <Anchor component={Link} to="/myaccount" size="sm">
            {t('status.procedures')}
          </Anchor>
        ) : null}
        {message.actions.includes('equipment_link') ? (
          <Anchor component={Link} to="/material_equipacion" size="sm">
            {t('status.equipment')}
          </Anchor>
        ) : null}
        {message.actions.includes('retry') ? (
          <Button size="xs" variant="light" onClick={() => setJoining(true)} aria-label={`${t('status.retry')}${name}`}>
            {t('status.retry')}
          </Button>
        ) : null}
        {message.actions.includes('join') ? (
          <>
            {tooYoung ? null : (
              <Button size="xs" variant="light" onClick={() => setJoining(true)} aria-label={`${say('join')}${name}`}>
                {say('join')}
              </Button>
            )}
            <Button size="xs" variant="subtle" onClick={() => setLinking(true)} aria-label={`${say('link')}${name}`}>
              {say('link')}
            </Button>
          </>
        ) : null}
        {state === MEMBERSHIP_STATE.active && person.profile.gibke_membership_type === null ? (
          <Button size="xs" variant="subtle" onClick={() => setJoining(true)}>
            {say('chooseType')}
          </Button>
        ) : null}
      </Group>
      {joining ? <JoinAssistant person={person} opened={joining} onClose={() => setJoining(false)} /> : null}
      {linking ? (
        <MembershipDataModal opened={linking} onClose={() => setLinking(false)} userId={person.user_id} self={person.isSelf} />
      ) : null}
    </Stack>
  );
}
