import type { DoEnrollReply } from '@club/domain/activities/activities.schemas';
import { SIGNUP_STATUS } from '@club/domain/activities/activities.schemas';
import { Alert, Button, Group, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WaveIcon } from '../../../components/icons';

/** View mode 3 (spec 001 §2, §8): '¡Inscripción correcta!', with the waiting-list note when status is 3. */
export function ConfirmedView({
  ticket,
  headingRef,
  onBack,
}: {
  ticket: DoEnrollReply | null;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onBack: () => void;
}) {
  const { t } = useTranslation('activities');
  const waiting = ticket?.status === SIGNUP_STATUS.waitingList;
  return (
    <Paper withBorder radius="lg" p="xl" ta="center">
      <ThemeIcon size={64} radius="xl" variant="light" color="green" mx="auto" mb="md" aria-hidden>
        <WaveIcon size={34} />
      </ThemeIcon>
      <Title order={1} size="h2" ref={headingRef} tabIndex={-1} mb="sm">
        {t('confirmed.title')}
      </Title>
      <Text mb="md">{t('confirmed.text')}</Text>
      {waiting ? (
        <Alert color="orange" variant="light" title={t('confirmed.waitingTitle')} ta="left" mb="md">
          {t('confirmed.waitingText')}
        </Alert>
      ) : null}
      <Group justify="center" gap="sm">
        <Button variant="outline" onClick={onBack}>
          {t('confirmed.back')}
        </Button>
        <Button component={Link} to="/myaccount">
          {t('confirmed.account')}
        </Button>
      </Group>
    </Paper>
  );
}
