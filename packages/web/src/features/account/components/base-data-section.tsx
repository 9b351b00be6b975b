import { zodResolver } from '@hookform/resolvers/zod';
import { AVATAR_CODE, setMyAccountSchema } from '@club/domain/account/account.schemas';
import type { Profile } from '@club/domain/auth/auth.schemas';
import { madridToday } from '@club/domain/shared/dates';
import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { accountCalls, readAsDataUrl, useRefreshAccount } from '../api/account-api';
import { openDataReview } from '../api/account-events';
import { reportFailure } from '../api/report-failure';
import { AvatarField, usePendingAvatar } from './avatar-field';
import { SectionCard } from './section-parts';
import { useFieldError } from './use-field-error';
import { useSaveAccount } from './use-save-account';
import { toast } from './toast';
import { focusFirstError } from '../../../lib/focus-first-error';

type BaseValues = { email: string; phone: string; person_id: string; date_of_birth: string };

/** Section 0: name, e-mail, phone, person id, date of birth and the picture. */
export function BaseDataSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const fieldError = useFieldError();
  const { save, saving } = useSaveAccount(profile);
  const schema = useMemo(
    () => setMyAccountSchema(madridToday(new Date())).pick({ email: true, phone: true, person_id: true, date_of_birth: true }),
    [],
  );
  const form = useForm<BaseValues>({
    resolver: zodResolver(schema) as never,
    reValidateMode: 'onChange',
    shouldFocusError: false,
    defaultValues: {
      email: profile.user_mail,
      phone: profile.phone,
      person_id: profile.person_id,
      date_of_birth: profile.date_of_birth ?? '',
    },
  });
  const { errors, isDirty } = form.formState;
  const onSubmit = form.handleSubmit(
    async (values) => {
      if (await save(values)) form.reset(values);
    },
    (_invalid, event) => {
      focusFirstError(event?.target as HTMLElement | undefined);
      toast({ color: 'red', message: t('errors.fillAll') });
    },
  );

  return (
    <Stack gap="lg">
      <SectionCard title={t('base.pictureTitle')}>
        <PictureEditor profile={profile} />
      </SectionCard>
      <SectionCard title={t('base.title')} onSubmit={onSubmit}>
        <div>
          <Text size="sm" fw={600}>
            {t('fields.name')}
          </Text>
          <Text>
            {profile.first_name} {profile.last_name}
          </Text>
          <Text size="xs" c="dimmed">
            {t('base.nameHint')}{' '}
            <Button variant="subtle" size="compact-xs" onClick={() => openDataReview({ step: 1 })}>
              {t('base.reviewData')}
            </Button>
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
            {...form.register('email')}
            error={fieldError(errors.email?.message)}
          />
          <TextInput
            label={t('fields.phone')}
            type="tel"
            autoComplete="tel"
            required
            {...form.register('phone')}
            error={fieldError(errors.phone?.message)}
          />
          <TextInput label={t('fields.person_id')} required {...form.register('person_id')} error={fieldError(errors.person_id?.message)} />
          <TextInput
            label={t('fields.date_of_birth')}
            type="date"
            autoComplete="bday"
            required
            {...form.register('date_of_birth')}
            error={fieldError(errors.date_of_birth?.message)}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={saving} disabled={!isDirty}>
            {t('actions.save')}
          </Button>
        </Group>
      </SectionCard>
    </Stack>
  );
}

/** The picture: picked, shown as pending, and stored only when saved. */
function PictureEditor({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const { pending, pick, discard } = usePendingAvatar();
  const refresh = useRefreshAccount();
  const [saving, setSaving] = useState(false);

  const upload = async () => {
    if (!pending) return;
    setSaving(true);
    try {
      const res = await accountCalls.updateProfilePicture(profile.user_id, await readAsDataUrl(pending.file));
      if (res.success === 1) {
        toast({ color: 'green', message: t('avatar.saved') });
        discard();
        await refresh();
      } else {
        toast({
          color: 'red',
          title: t('avatar.unsupportedTitle'),
          message: res.code === AVATAR_CODE.unsupportedType ? t('avatar.unsupportedText') : t('avatar.unreadable'),
        });
        reportFailure('myaccount/update_profile_picture', { code: res.code, ext: res.ext });
      }
    } catch {
      toast({ color: 'red', title: t('errors.saveTitle'), message: t('errors.saveFailed') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <AvatarField
      current={profile.profile_picture}
      firstName={profile.first_name}
      lastName={profile.last_name}
      pending={pending}
      onPick={pick}
      onDiscard={discard}
      saveSlot={
        <Button size="xs" onClick={upload} loading={saving}>
          {t('avatar.save')}
        </Button>
      }
    />
  );
}
