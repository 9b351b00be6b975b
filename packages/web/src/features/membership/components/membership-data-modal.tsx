import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountModal } from '../../account';
import { membershipCalls, useRefreshMembership } from '../api/membership-api';
import { MemberCardImage } from './member-card-image';

/** The codes of the member-number check that the modal 'No tienes una suscripción activa' explains (spec 001 §8). */
const EXPLAINED = new Set([10, 11, 12]);

/**
 * The sports-body membership data modal (spec 001 §2): help on finding the number on the card
 * (with its image), Member_ID (placeholder 00000) and Family_ID (00), Cancelar and Guardar
 * ('Un momento...' while working), a danger alert with the message when there is one. A refusal
 * with code 10, 11 or 12 (or another) opens 'No tienes una suscripción activa' with the club's
 * contact address; success closes it and calls onLinked.
 */
export function MembershipDataModal({
  opened,
  onClose,
  userId,
  self,
  onLinked,
}: {
  opened: boolean;
  onClose: () => void;
  userId: number;
  self: boolean;
  onLinked?: () => void;
}) {
  const { t } = useTranslation('membership');
  const refresh = useRefreshMembership();
  const [memberId, setMemberId] = useState('');
  const [familyId, setFamilyId] = useState('');
  const [working, setWorking] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<number | null>(null);

  const save = async () => {
    setWorking(true);
    setMessage(null);
    try {
      const res = await membershipCalls.link(userId, self, { member_id: memberId.trim(), family_id: familyId.trim() });
      if (res.success === 1) {
        await refresh();
        onLinked?.();
        onClose();
        return;
      }
      const code = typeof res.code === 'number' ? res.code : Number(res.code);
      if (code === 2) setMessage(t(res.ext === 'family_id' ? 'link.badFamily' : 'link.badMember'));
      else {
        setMessage(t(EXPLAINED.has(code) ? `codes.${code}` : 'codes.other'));
        setRefusal(code);
      }
    } catch {
      setMessage(t('link.network'));
    } finally {
      setWorking(false);
    }
  };

  return (
    <>
      <AccountModal opened={opened && refusal === null} onClose={onClose} title={t('link.title')} size="md">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <Stack gap="sm">
            <Text size="sm">{t('link.help')}</Text>
            <MemberCardImage />
            <Group grow align="flex-start">
              <TextInput
                label={t('link.memberId')}
                placeholder="00000"
                inputMode="numeric"
                maxLength={5}
                required
                value={memberId}
                onChange={(e) => setMemberId(e.currentTarget.value)}
                data-autofocus
              />
              <TextInput
                label={t('link.familyId')}
                placeholder="00"
                inputMode="numeric"
                maxLength={2}
                required
                value={familyId}
                onChange={(e) => setFamilyId(e.currentTarget.value)}
              />
            </Group>
            {message ? (
              <Alert color="red" variant="light" role="alert">
                {message}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('link.cancel')}
              </Button>
              <Button type="submit" disabled={working}>
                {working ? t('link.working') : t('link.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </AccountModal>
      <AccountModal opened={opened && refusal !== null} onClose={() => setRefusal(null)} title={t('codes.title')} size="md">
        <Stack gap="sm">
          <Text>{t(refusal !== null && EXPLAINED.has(refusal) ? `codes.${refusal}` : 'codes.other')}</Text>
          <Text size="sm">
            {t('codes.contact')} <Anchor href={`mailto:${t('codes.address')}`}>{t('codes.address')}</Anchor>
          </Text>
          <Group justify="flex-end">
            <Button onClick={() => setRefusal(null)}>{t('codes.back')}</Button>
          </Group>
        </Stack>
      </AccountModal>
    </>
  );
}
