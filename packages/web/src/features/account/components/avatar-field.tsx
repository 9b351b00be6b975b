import { isAllowedAvatarType } from '@club/domain/account/account.rules';
import { AVATAR_MIME_TYPES } from '@club/domain/shared/constants';
import { Avatar, Badge, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from './toast';

/** Larger pictures are refused before upload (the server accepts up to ~6 MB of image). */
export const MAX_AVATAR_BYTES = 6 * 1024 * 1024;

export interface PendingAvatar {
  file: File;
  url: string;
}

/** Holds a picked picture until it is saved (spec 000 §4: the change is pending until saved). */
export function usePendingAvatar() {
  const { t } = useTranslation('account');
  const [pending, setPending] = useState<PendingAvatar | null>(null);
  useEffect(() => () => (pending ? URL.revokeObjectURL(pending.url) : undefined), [pending]);
  const pick = (file: File | null) => {
    if (!file) return;
    // A first check by the browser's type; the server judges the bytes again.
    if (!isAllowedAvatarType(file.type)) {
      toast({ color: 'red', title: t('avatar.unsupportedTitle'), message: t('avatar.unsupportedText') });
      return;
    }
    if (file.size > MAX_AVATAR_BYTES) {
      toast({ color: 'red', title: t('avatar.unsupportedTitle'), message: t('avatar.tooLarge') });
      return;
    }
    setPending({ file, url: URL.createObjectURL(file) });
  };
  return { pending, pick, discard: () => setPending(null) };
}

export function initialsOf(first: string, last: string): string {
  return `${first.trim().charAt(0)}${last.trim().charAt(0)}`.toUpperCase();
}

interface AvatarFieldProps {
  current: string | null;
  firstName: string;
  lastName: string;
  pending: PendingAvatar | null;
  onPick: (file: File | null) => void;
  onDiscard: () => void;
  /** Shown beside the pending badge: the save button of the section, when it has its own. */
  saveSlot?: React.ReactNode;
}

export function AvatarField({ current, firstName, lastName, pending, onPick, onDiscard, saveSlot }: AvatarFieldProps) {
  const { t } = useTranslation('account');
  const src = pending?.url ?? current ?? null;
  return (
    <Group align="center" gap="md" wrap="nowrap">
      <Avatar src={src} alt={src ? t('avatar.alt', { name: `${firstName} ${lastName}` }) : undefined} size={88} radius={88} color="blue">
        {initialsOf(firstName, lastName)}
      </Avatar>
      <Stack gap={6}>
        <Group gap="xs">
          <FileButton onChange={onPick} accept={AVATAR_MIME_TYPES.join(',')}>
            {(props) => (
              <Button variant="light" size="xs" {...props}>
                {current || pending ? t('avatar.change') : t('avatar.add')}
              </Button>
            )}
          </FileButton>
          {pending ? (
            <>
              <Badge color="orange" variant="light" role="status">
                {t('avatar.pending')}
              </Badge>
              {saveSlot}
              <Button variant="subtle" size="xs" color="gray" onClick={onDiscard}>
                {t('avatar.discard')}
              </Button>
            </>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed" maw={420}>
          {t('avatar.hint')}
        </Text>
      </Stack>
    </Group>
  );
}
