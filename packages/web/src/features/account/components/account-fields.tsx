import { Alert, Anchor, Fieldset, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { openMembershipHelp } from '../api/account-events';

/** A registered input's props with its translated error. */
export type FieldProps = UseFormRegisterReturn & { error?: string };
type AddressKey = 'address' | 'city' | 'zipcode' | 'country';

/** The four postal-address inputs of the address section and the edit-user form. */
export function AddressFields({ field }: { field: (name: AddressKey) => FieldProps }) {
  const { t } = useTranslation('account');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput label={t('fields.address')} autoComplete="street-address" required {...field('address')} />
      <TextInput label={t('fields.city')} autoComplete="address-level2" required {...field('city')} />
      <TextInput label={t('fields.zipcode')} autoComplete="postal-code" inputMode="numeric" required {...field('zipcode')} />
      <TextInput label={t('fields.country')} autoComplete="country-name" required {...field('country')} />
    </SimpleGrid>
  );
}

/**
 * The membership numbers' fieldset: the "locked" notice once the account has its numbers (else
 * `unlocked`), the number inputs (`children`) and the link to the membership card help.
 */
export function MembershipFieldset({ locked, unlocked, children }: { locked: boolean; unlocked?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('account');
  return (
    <Fieldset legend={t('address.membershipLegend')}>
      <Stack gap="sm">
        {locked ? (
          <Alert variant="light" color="blue">
            {t('address.membershipLocked')}
          </Alert>
        ) : (
          unlocked
        )}
        {children}
        <Anchor component="button" type="button" size="sm" onClick={openMembershipHelp} ta="left">
          {t('membershipHelp.open')}
        </Anchor>
      </Stack>
    </Fieldset>
  );
}
