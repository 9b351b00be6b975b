import { Alert, Center, Loader, Modal, Paper, Stack, Title, type MantineSize, type MantineSpacing, type ModalProps } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './account.module.css';

/** A section of the account pages: a bordered card with its level-2 heading; a form when `onSubmit` is given. */
export function SectionCard({
  title,
  gap = 'md',
  onSubmit,
  children,
}: {
  title: ReactNode;
  gap?: MantineSpacing;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  const body = (
    <Stack gap={gap}>
      <Title order={2} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
  return onSubmit ? (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={onSubmit} noValidate>
      {body}
    </Paper>
  ) : (
    <Paper withBorder p="md" radius="md">
      {body}
    </Paper>
  );
}

/** What went wrong with the last save, read out at once; nothing when all is well. */
export function ProblemAlert({ problem }: { problem: string | null }) {
  return problem ? (
    <Alert color="red" variant="light" role="alert">
      {problem}
    </Alert>
  ) : null;
}

/** A centred spinner named for screen readers, while a part of the page loads. */
export function LoadingBlock({ size, py = 'md' }: { size?: MantineSize; py?: MantineSpacing }) {
  const { t } = useTranslation('account');
  return (
    <Center py={py}>
      <Loader size={size} aria-label={t('loading')} />
    </Center>
  );
}

/** The account area's modals: centred, a named close button and the area's colour scope. */
export function AccountModal(props: ModalProps) {
  const { t } = useTranslation('account');
  return <Modal centered closeButtonProps={{ 'aria-label': t('actions.close') }} classNames={{ content: classes.scope }} {...props} />;
}
