import { setMyAccountSchema, UPDATE_USER_CODE } from '@club/domain/account/account.schemas';
import { isRegistryRefusal } from './registry-refusal';
import type { Profile } from '@club/domain/auth/auth.schemas';
import { madridToday } from '@club/domain/shared/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountBodyFrom, accountCalls, useRefreshAccount, type SetMyAccountBody } from '../api/account-api';
import { reportFailure } from '../api/report-failure';
import { useFieldError } from './use-field-error';
import { toast } from './toast';

const ADDRESS_FIELDS = ['address', 'city', 'zipcode', 'country', 'member_id', 'family_id'];

/**
 * Saves the base data or the address section: set_my_account takes the whole record, so the
 * section's values go over the profile's, and the whole body is checked with the server's schema
 * first. A field of the other section that breaks a rule is named in the toast.
 */
export function useSaveAccount(profile: Profile) {
  const { t } = useTranslation('account');
  const fieldError = useFieldError();
  const refresh = useRefreshAccount();
  const [saving, setSaving] = useState(false);

  const save = async (changes: Partial<SetMyAccountBody>): Promise<boolean> => {
    const body = { ...accountBodyFrom(profile), ...changes };
    const check = setMyAccountSchema(madridToday(new Date())).safeParse(body);
    if (!check.success) {
      const issue = check.error.issues[0]!;
      const field = String(issue.path[0] ?? '');
      const section = ADDRESS_FIELDS.includes(field) ? t('sections.address') : t('sections.data');
      toast({
        color: 'red',
        title: t('errors.checkSection', { section }),
        message: `${t(`fields.${field}`, { defaultValue: field })}: ${fieldError(issue.message) ?? ''}`,
      });
      return false;
    }
    setSaving(true);
    try {
      const res = await accountCalls.setMyAccount(body);
      if (res.success === 1) {
        toast({ color: 'green', message: t('saved') });
        await refresh();
        return true;
      }
      const message =
        res.code === UPDATE_USER_CODE.userExists
          ? t('updateUser.codes.1')
          : res.code === UPDATE_USER_CODE.familyCodeInvalid
            ? t('updateUser.codes.3')
            : isRegistryRefusal(res.code)
              ? t(`updateUser.codes.${res.code}`)
              : t('updateUser.codes.other', { ext: res.ext ?? res.code ?? '' });
      toast({ color: 'red', title: t('errors.saveTitle'), message });
      reportFailure('myaccount/set_my_account', { code: res.code, ext: res.ext });
      return false;
    } catch {
      toast({ color: 'red', title: t('errors.saveTitle'), message: t('errors.saveFailed') });
      return false;
    } finally {
      setSaving(false);
    }
  };
  return { save, saving };
}
