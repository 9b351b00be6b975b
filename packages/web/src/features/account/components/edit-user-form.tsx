import { zodResolver } from '@hookform/resolvers/zod';
import { isRegistryRefusal } from './registry-refusal';
import { formatFamilyId, formatMemberId, isMembershipLocked } from '@club/domain/account/account.rules';
import { editUserSchema, UPDATE_USER_CODE, type EditUser } from '@club/domain/account/account.schemas';
import type { Profile } from '@club/domain/auth/auth.schemas';
import { madridToday } from '@club/domain/shared/dates';
import { Button, Checkbox, Group, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { accountCalls, readAsDataUrl } from '../api/account-api';
import { reportFailure } from '../api/report-failure';
import { AddressFields, MembershipFieldset } from './account-fields';
import { AvatarField, usePendingAvatar } from './avatar-field';
import { ProblemAlert } from './section-parts';
import { useFieldError } from './use-field-error';
import { toast } from './toast';
import { focusFirstError } from '../../../lib/focus-first-error';

interface FormValues {
  first_name: string;
  last_name: string;
  person_id: string;
  phone: string;
  genre: string;
  date_of_birth: string;
  identity: string;
  address: string;
  city: string;
  zipcode: string;
  country: string;
  is_member: boolean;
  gkmemberid: string;
  gkfamilyid: string;
  accepted_terms_conditions: boolean;
  accepted_terms_pictures_treatment: boolean;
  /** '1' yes, '0' no, '' not chosen yet (the form asks for a choice; either one saves). */
  image_use: '' | '0' | '1';
}

/**
 * The edit-user form (spec 000 §3, every rule of §5), checked by the server's schema and saved
 * with v3 delegated_acct/update_user. The membership numbers are asked (mID=true) only when the
 * person says they are a member and the account has no number yet.
 */
export function EditUserForm({ profile, onSaved }: { profile: Profile; onSaved: () => void }) {
  const { t } = useTranslation('account');
  const fieldError = useFieldError();
  const locked = isMembershipLocked(profile.member_id);
  const requireTerms = profile.accepted_terms_conditions === null || profile.accepted_terms_pictures_treatment === null;
  const today = useMemo(() => madridToday(new Date()), []);
  const { pending, pick, discard } = usePendingAvatar();
  const [problem, setProblem] = useState<string | null>(null);

  const resolver: Resolver<FormValues> = (values, ctx, opts) =>
    zodResolver(editUserSchema({ today, askAddress: true, askMembership: values.is_member && !locked, requireTerms }))(
      values,
      ctx,
      opts as never,
    ) as never;

  const form = useForm<FormValues>({
    resolver,
    // Errors appear on Save, then follow the typing: a blur never shifts the button being clicked.
    reValidateMode: 'onChange',
    // focusFirstError picks the first field in error in the page's order (the radio groups included).
    shouldFocusError: false,
    defaultValues: {
      first_name: profile.first_name,
      last_name: profile.last_name,
      person_id: profile.person_id,
      phone: profile.phone,
      genre: String(profile.genre ?? 2),
      date_of_birth: profile.date_of_birth ?? '',
      identity: profile.user_mail,
      address: profile.address,
      city: profile.city,
      zipcode: profile.zipcode,
      country: profile.country,
      is_member: locked,
      gkmemberid: formatMemberId(profile.member_id),
      gkfamilyid: formatFamilyId(profile.family_id),
      accepted_terms_conditions: profile.accepted_terms_conditions !== null,
      accepted_terms_pictures_treatment: profile.accepted_terms_pictures_treatment !== null,
      // Never asked (no date): the form asks; a choice made before is shown and may be changed.
      image_use: profile.image_use_date === null ? '' : profile.image_use === 1 ? '1' : '0',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const isMember = useWatch({ control: form.control, name: 'is_member' });
  const genre = useWatch({ control: form.control, name: 'genre' });
  const imageUse = useWatch({ control: form.control, name: 'image_use' });
  const askMembership = isMember && !locked;

  const onSubmit = form.handleSubmit(
    async (raw) => {
      setProblem(null);
      const data = raw as unknown as EditUser;
      const body: Record<string, unknown> = {
        ...data,
        user_id: profile.user_id,
        gkmemberid: askMembership ? formatMemberId(Number(data.gkmemberid)) : undefined,
        gkfamilyid: askMembership ? formatFamilyId(Number(data.gkfamilyid)) : undefined,
        profile_picture: pending ? await readAsDataUrl(pending.file) : undefined,
        validation_profilepic: pending ? true : undefined,
      };
      try {
        const res = await accountCalls.updateUser(body, askMembership);
        if (res.success === 1) {
          discard();
          toast({ color: 'green', message: t('saved') });
          onSaved();
          return;
        }
        const text =
          res.code === UPDATE_USER_CODE.userExists
            ? t('updateUser.codes.1')
            : res.code === UPDATE_USER_CODE.processingError
              ? t('updateUser.codes.2')
              : res.code === UPDATE_USER_CODE.familyCodeInvalid
                ? t('updateUser.codes.3')
                : isRegistryRefusal(res.code)
                  ? t(`updateUser.codes.${res.code}`)
                  : t('updateUser.codes.other', { ext: res.ext ?? String(res.code ?? '') });
        setProblem(text);
        toast({ color: 'red', message: text });
        reportFailure('delegated_acct/update_user', { code: res.code, ext: res.ext });
      } catch {
        // lib/api has reported the failed call to diagnostics.
        toast({ color: 'red', title: t('updateUser.networkTitle'), message: t('updateUser.networkText') });
      }
    },
    (_invalid, event) => {
      setProblem(t('errors.fillAll'));
      toast({ color: 'red', message: t('errors.fillAll') });
      focusFirstError(event?.target as HTMLElement | undefined);
    },
  );

  const err = (k: keyof FormValues) => fieldError(errors[k]?.message);

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <AvatarField
          current={profile.profile_picture}
          firstName={profile.first_name}
          lastName={profile.last_name}
          pending={pending}
          onPick={pick}
          onDiscard={discard}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('fields.first_name')}
            autoComplete="given-name"
            required
            {...form.register('first_name')}
            error={err('first_name')}
          />
          <TextInput
            label={t('fields.last_name')}
            autoComplete="family-name"
            required
            {...form.register('last_name')}
            error={err('last_name')}
          />
          <TextInput
            label={t('fields.date_of_birth')}
            type="date"
            autoComplete="bday"
            required
            {...form.register('date_of_birth')}
            error={err('date_of_birth')}
          />
          <TextInput label={t('fields.person_id')} {...form.register('person_id')} error={err('person_id')} />
          <TextInput label={t('fields.phone')} type="tel" autoComplete="tel" {...form.register('phone')} error={err('phone')} />
          <TextInput label={t('fields.email')} type="email" autoComplete="email" {...form.register('identity')} error={err('identity')} />
        </SimpleGrid>
        <Radio.Group
          label={t('fields.genre')}
          required
          value={genre}
          onChange={(v) => form.setValue('genre', v, { shouldValidate: true, shouldDirty: true })}
          error={err('genre')}
        >
          <Group mt={6}>
            <Radio value="0" label={t('genre.0')} />
            <Radio value="1" label={t('genre.1')} />
          </Group>
        </Radio.Group>
        <AddressFields field={(k) => ({ ...form.register(k), error: err(k) })} />
        <MembershipFieldset locked={locked} unlocked={<Checkbox label={t('review.isMember')} {...form.register('is_member')} />}>
          {isMember ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('fields.member_id')}
                inputMode="numeric"
                maxLength={5}
                required={!locked}
                disabled={locked}
                {...form.register('gkmemberid')}
                error={err('gkmemberid')}
              />
              <TextInput
                label={t('fields.family_id')}
                inputMode="numeric"
                maxLength={2}
                required={!locked}
                disabled={locked}
                {...form.register('gkfamilyid')}
                error={err('gkfamilyid')}
              />
            </SimpleGrid>
          ) : null}
        </MembershipFieldset>
        <Radio.Group
          label={t('imageUse.legend')}
          description={t('imageUse.hint')}
          value={imageUse}
          onChange={(v) => form.setValue('image_use', v as FormValues['image_use'], { shouldValidate: true, shouldDirty: true })}
          error={err('image_use')}
        >
          <Group mt={6}>
            <Radio value="1" label={t('imageUse.yes')} />
            <Radio value="0" label={t('imageUse.no')} />
          </Group>
        </Radio.Group>
        {requireTerms ? (
          <Stack gap="xs">
            <Checkbox
              label={t('review.acceptConditions')}
              {...form.register('accepted_terms_conditions')}
              error={err('accepted_terms_conditions')}
            />
            <Checkbox
              label={t('review.acceptPictures')}
              {...form.register('accepted_terms_pictures_treatment')}
              error={err('accepted_terms_pictures_treatment')}
            />
          </Stack>
        ) : null}
        <ProblemAlert problem={problem} />
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
