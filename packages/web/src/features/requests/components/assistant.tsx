import type { Profile } from '@club/domain/auth/auth.schemas';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The person a requests section is about (the family page's active person fits it). */
export interface RequestsPerson {
  user_id: number;
  isSelf: boolean;
  first_name: string;
  last_name: string;
  gibke_membership_state: number;
  /** The person's profile: genre, birth date, data, and the requests part (licenses, last_me...). */
  profile: Profile;
}

/**
 * One step of an assistant inside its modal: "Step n of m" and the step's title as a heading (read
 * out when the step changes), its content, and Back / Next buttons in the order a keyboard reaches
 * them. `next` omitted: no Next button (the step ends with its own action).
 */
export function AssistantStep({
  index,
  count,
  title,
  children,
  back,
  next,
  nextLabel,
  nextDisabled,
  nextLoading,
}: {
  index: number;
  count: number;
  title: string;
  children: ReactNode;
  back?: () => void;
  next?: () => void;
  nextLabel?: string;
  nextDisabled?: boolean;
  nextLoading?: boolean;
}) {
  const { t } = useTranslation('requests');
  const heading = useRef<HTMLHeadingElement>(null);
  // Each new step takes the focus on its heading: read out, and the keyboard goes on from there.
  useEffect(() => heading.current?.focus(), [index]);
  return (
    <Stack gap="md">
      <div>
        <Text size="sm" c="gray.7">
          {t('assistant.step', { n: index + 1, count })}
        </Text>
        <Title order={3} size="h4" tabIndex={-1} ref={heading}>
          {title}
        </Title>
      </div>
      {children}
      {back || next ? (
        <Group justify="space-between">
          {back ? (
            <Button variant="default" onClick={back}>
              {t('assistant.back')}
            </Button>
          ) : (
            <span />
          )}
          {next ? (
            <Button onClick={next} disabled={nextDisabled} loading={nextLoading}>
              {nextLabel ?? t('assistant.next')}
            </Button>
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}
