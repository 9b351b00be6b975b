import { zodResolver } from '@hookform/resolvers/zod';
import { formatFamilyId, formatMemberId, isMembershipLocked } from '@club/domain/account/account.rules';
import { setMyAccountSchema } from '@club/domain/account/account.schemas';
import type { Profile } from '@club/domain/auth/auth.schemas';
import { madridToday } from '@club/domain/shared/dates';
import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddressFields, MembershipFieldset } from './account-fields';
import { SectionCard } from './section-parts';
import { useFieldError } from './use-field-error';
import { useSaveAccount } from './use-save-account';
import { toast } from './toast';
import { focusFirstError } from '../../../lib/focus-first-error';

type AddressValues = { address: string; city: string; zipcode: string; country: string; member_id: string; family_id: string };

/** Section 1: the postal address and the membership numbers (locked once the account has them). */
export function AddressSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const fieldError = useFieldError();
  const { save, saving } = useSaveAccount(profile);
  const locked = isMembershipLocked(profile.member_id);
  const schema = useMemo(
    () =>
      setMyAccountSchema(madridToday(new Date()))
        .pick({ address: true, city: true, zipcode: true, country: true, member_id: true, family_id: true })
        .refine((v) => v.member_id === 0 || v.family_id > 0, { path: ['family_id'], error: 'validation.family_id' }),
    [],
  );
  const form = useForm<AddressValues>({
    resolver: zodResolver(schema) as never,
    reValidateMode: 'onChange',
    shouldFocusError: false,
    defaultValues: {
      address: profile.address,
      city: profile.city,
      zipcode: profile.zipcode,
      country: profile.country,
      member_id: formatMemberId(profile.member_id),
      family_id: formatFamilyId(profile.family_id),
    },
  });
  const { errors, isDirty } = form.formState;
  const onSubmit = form.handleSubmit(
    async (values) => {
      const body = locked ? { ...values, member_id: profile.member_id, family_id: profile.family_id } : values;
      if (await save(body)) form.reset(values);
    },
    (_invalid, event) => {
      focusFirstError(event?.target as HTMLElement | undefined);
      toast({ color: 'red', message: t('errors.fillAll') });
    },
  );

  const field = (k: keyof AddressValues) => ({ ...form.register(k), error: fieldError(errors[k]?.message) });

  return (
    <SectionCard title={t('address.title')} onSubmit={onSubmit}>
      <AddressFields field={field} />
      <MembershipFieldset locked={locked}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('fields.member_id')}
            inputMode="numeric"
            maxLength={5}
            readOnly={locked}
            disabled={locked}
            description={t('address.memberIdHint')}
            {...field('member_id')}
          />
          <TextInput
            label={t('fields.family_id')}
            inputMode="numeric"
            maxLength={2}
            readOnly={locked}
            disabled={locked}
            description={t('address.familyIdHint')}
            {...field('family_id')}
          />
        </SimpleGrid>
      </MembershipFieldset>
      <Group>
        <Button type="submit" loading={saving} disabled={!isDirty}>
          {t('actions.save')}
        </Button>
      </Group>
    </SectionCard>
  );
}
