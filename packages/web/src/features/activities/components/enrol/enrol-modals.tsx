import type { EnrolRefusal } from '@club/domain/activities/activities.schemas';
import { Button, Group, List, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type EnrolProblem = { kind: 'failed' } | { kind: 'refused'; ext: string | null; reasons: EnrolRefusal[] } | { kind: 'hard' };

/**
 * The enrolment failure modal (spec 001 §8): the generic text, or with code 4 the server's ext
 * (our own words for its reason codes when it sends none); a hard-error modal on a network failure.
 */
export function EnrolProblemModal({ problem, onClose }: { problem: EnrolProblem | null; onClose: () => void }) {
  const { t } = useTranslation('activities');
  const title = problem?.kind === 'hard' ? t('enrol.hardErrorTitle') : t('enrol.failedTitle');
  return (
    <Modal opened={problem !== null} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': t('enrol.close') }}>
      {problem?.kind === 'hard' ? (
        <Text>{t('enrol.hardError')}</Text>
      ) : problem?.kind === 'refused' ? (
        problem.ext ? (
          <Text>{problem.ext}</Text>
        ) : problem.reasons.length > 0 ? (
          <List>
            {problem.reasons.map((r) => (
              <List.Item key={r}>{t(`enrol.refusals.${r}`)}</List.Item>
            ))}
          </List>
        ) : (
          <Text>{t('enrol.failed')}</Text>
        )
      ) : (
        <Text>{t('enrol.failed')}</Text>
      )}
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose}>{t('enrol.close')}</Button>
      </Group>
    </Modal>
  );
}
