import { zodResolver } from '@hookform/resolvers/zod';
import { MEMBERSHIP_LINK_CODE } from '@club/domain/membership/membership.rules';
import { ADD_USER_CODE, isChildFormReady, newFamilyMemberSchema, type NewFamilyMemberInput } from '@club/domain/family/family.rules';
import type { LinkedUser } from '@club/domain/family/family.schemas';
import { madridToday } from '@club/domain/shared/dates';
import { Alert, Button, Checkbox, Fieldset, Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useRef, useState, type MouseEvent } from 'react';
import { focusField, focusFirstError } from '../../../lib/focus-first-error';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api';
import { reportFailure, toast, useFieldError } from '../../account';
import { useAddFamilyMember } from '../api/family-api';

interface Values {
  identity: string;
  firstname: string;
  lastname: string;
  date_of_birth: string;
  person_id: string;
  phone: string;
  address: string;
  city: string;
  zipcode: string;
  country: string;
  gkmemberid: string;
  gkfamilyid: string;
  acceptTerms: boolean;
  authPictures: boolean;
  /** '1' yes, '0' no, '' not chosen yet: a free choice, either one saves. */
  image_use: '' | '0' | '1';
}

const empty: Values = {
  identity: '',
  firstname: '',
  lastname: '',
  date_of_birth: '',
  person_id: '',
  phone: '',
  address: '',
  city: '',
  zipcode: '',
  country: '',
  gkmemberid: '',
  gkfamilyid: '',
  acceptTerms: false,
  authPictures: false,
  image_use: '',
};

/** The text of an add_user code (spec 001 §8), word for word; 10, 11, 12 as the membership modal's. */
export function addUserCodeText(t: (k: string, o?: Record<string, unknown>) => string, code: number | string | null): string {
  if (code === ADD_USER_CODE.userExists) return t('newMember.codes.1');
  if (code === ADD_USER_CODE.processingError) return t('newMember.codes.2');
  if (code === ADD_USER_CODE.familyCodeInvalid) return t('newMember.codes.3');
  // The member number typed is checked against the club's registry (spec 001 §8 membership codes).
  if (code === MEMBERSHIP_LINK_CODE.notListed || code === MEMBERSHIP_LINK_CODE.notActive || code === MEMBERSHIP_LINK_CODE.takenByOther)
    return t(`newMember.codes.${code}`);
  return t('newMember.codes.other', { code: String(code ?? '') });
}

/**
 * The create-family-member / child-account form (spec 001 §3 New linked user, §5, §8): the rules
 * are the domain's newFamilyMemberSchema; submit stays disabled until acceptTerms and
 * authPictures are both ticked (isChildFormReady). Decision: the e-mail, the address block and
 * the membership numbers are offered but optional: an empty e-mail gets the server's placeholder
 * address, an empty address takes the holder's, and the membership numbers go together or not
 * at all.
 */
export function NewMemberForm({
  onCreated,
  onCancel,
  idPrefix = 'new-member',
}: {
  onCreated: (u: LinkedUser) => void;
  onCancel?: () => void;
  idPrefix?: string;
}) {
  const { t } = useTranslation('family');
  const fieldError = useFieldError();
  const today = useMemo(() => madridToday(new Date()), []);
  const add = useAddFamilyMember();
  const [problem, setProblem] = useState<string | null>(null);
  const resolver: Resolver<Values> = (values, ctx, opts) => zodResolver(newFamilyMemberSchema(today))(values, ctx, opts as never) as never;
  // focusFirstError picks the first field in error in the page's order (the yes/no included).
  const form = useForm<Values>({ resolver, reValidateMode: 'onChange', shouldFocusError: false, defaultValues: empty });
  const ticks = useWatch({ control: form.control, name: ['acceptTerms', 'authPictures'] });
  const imageUse = useWatch({ control: form.control, name: 'image_use' });
  const formRef = useRef<HTMLFormElement>(null);
  const ready = isChildFormReady({ acceptTerms: ticks[0], authPictures: ticks[1] });
  const { errors } = form.formState;
  const err = (k: keyof Values) => fieldError(errors[k]?.message);

  const onSubmit = form.handleSubmit(
    async (_parsed, event) => {
      setProblem(null);
      const raw = form.getValues();
      const body: NewFamilyMemberInput = { ...raw, gkmemberid: raw.gkmemberid || null, gkfamilyid: raw.gkfamilyid || null };
      void event;
      try {
        const r = await add.mutateAsync(body);
        if (r.ok) {
          toast({ color: 'green', message: t('newMember.created', { name: `${r.user.first_name} ${r.user.last_name}` }) });
          form.reset(empty);
          onCreated(r.user);
          return;
        }
        const text = addUserCodeText(t, r.code);
        setProblem(text);
        toast({ color: 'red', message: text });
        reportFailure('delegated_acct/add_user', { code: r.code ?? undefined, ext: r.ext ?? undefined });
      } catch (e) {
        // 403: this person cannot be added without the office's permission (an adult, or a child living elsewhere).
        if (e instanceof ApiError && e.status === 403) {
          setProblem(t('newMember.needsPermission'));
          return;
        }
        toast({ color: 'red', title: t('newMember.networkTitle'), message: t('newMember.networkText') });
      }
    },
    (_invalid, event) => {
      setProblem(t('newMember.fillAll'));
      focusFirstError(event?.target as HTMLElement | undefined);
    },
  );

  /**
   * The submit looks disabled until both "I have read…" boxes are ticked (spec 001 §5), but a
   * press still answers: it takes the parent to the first box left to tick.
   */
  const onBlockedSubmit = (e: MouseEvent<HTMLButtonElement>) => {
    if (ready) return;
    e.preventDefault();
    focusField(formRef.current?.querySelector<HTMLElement>(`#${id(ticks[0] ? 'pictures' : 'terms')}`));
  };

  const id = (k: string) => `${idPrefix}-${k}`;
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-describedby={id('intro')}>
      <Stack gap="md">
        <Text size="sm" id={id('intro')}>
          {t('newMember.intro')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            id={id('firstname')}
            label={t('newMember.firstname')}
            required
            {...form.register('firstname')}
            error={err('firstname')}
          />
          <TextInput id={id('lastname')} label={t('newMember.lastname')} required {...form.register('lastname')} error={err('lastname')} />
          <TextInput
            id={id('dob')}
            label={t('newMember.date_of_birth')}
            type="date"
            required
            {...form.register('date_of_birth')}
            error={err('date_of_birth')}
          />
          <TextInput id={id('person_id')} label={t('newMember.person_id')} {...form.register('person_id')} error={err('person_id')} />
          <TextInput id={id('phone')} label={t('newMember.phone')} type="tel" {...form.register('phone')} error={err('phone')} />
          <TextInput
            id={id('identity')}
            label={t('newMember.identity')}
            description={t('newMember.identityHint')}
            type="email"
            {...form.register('identity')}
            error={err('identity')}
          />
        </SimpleGrid>
        <Fieldset legend={t('newMember.addressLegend')} radius="md">
          <Text size="sm" c="dimmed" mb="xs">
            {t('newMember.addressHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput id={id('address')} label={t('newMember.address')} {...form.register('address')} error={err('address')} />
            <TextInput id={id('city')} label={t('newMember.city')} {...form.register('city')} error={err('city')} />
            <TextInput
              id={id('zipcode')}
              label={t('newMember.zipcode')}
              inputMode="numeric"
              maxLength={5}
              {...form.register('zipcode')}
              error={err('zipcode')}
            />
            <TextInput id={id('country')} label={t('newMember.country')} {...form.register('country')} error={err('country')} />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('newMember.membershipLegend')} radius="md">
          <Text size="sm" c="dimmed" mb="xs">
            {t('newMember.membershipHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              id={id('member')}
              label={t('newMember.gkmemberid')}
              placeholder="00000"
              inputMode="numeric"
              maxLength={5}
              {...form.register('gkmemberid')}
              error={err('gkmemberid')}
            />
            <TextInput
              id={id('family')}
              label={t('newMember.gkfamilyid')}
              placeholder="00"
              inputMode="numeric"
              maxLength={2}
              {...form.register('gkfamilyid')}
              error={err('gkfamilyid')}
            />
          </SimpleGrid>
        </Fieldset>
        <Stack gap="xs">
          <Checkbox
            id={id('terms')}
            label={
              <>
                {t('newMember.acceptTerms')} (<Link to="/legal/terms">{t('newMember.termsLink')}</Link>)
              </>
            }
            {...form.register('acceptTerms')}
          />
          <Checkbox id={id('pictures')} label={t('newMember.authPictures')} {...form.register('authPictures')} />
          {!ready ? (
            <Text size="sm" c="gray.7" id={id('ticks')}>
              {t('newMember.ticksNeeded')}
            </Text>
          ) : null}
        </Stack>
        <Radio.Group
          id={id('image-use')}
          label={t('imageUse.legend')}
          description={t('imageUse.hint')}
          value={imageUse}
          onChange={(v) => form.setValue('image_use', v as Values['image_use'], { shouldValidate: true })}
          error={err('image_use')}
        >
          <Group mt={6}>
            <Radio value="1" label={t('imageUse.yes')} />
            <Radio value="0" label={t('imageUse.no')} />
          </Group>
        </Radio.Group>
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {t('newMember.cancel')}
            </Button>
          ) : null}
          <Button
            type="submit"
            data-disabled={!ready || undefined}
            aria-disabled={!ready || undefined}
            onClick={onBlockedSubmit}
            loading={add.isPending}
            aria-describedby={!ready ? id('ticks') : undefined}
          >
            {t('newMember.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
