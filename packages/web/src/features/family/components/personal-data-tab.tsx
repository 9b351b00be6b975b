import { Button, Group, Stack, Text } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogout } from '../../auth';
import {
  accountCalls,
  AccountModal,
  BankDetailsCard,
  EditUserForm,
  IbanEditor,
  LoadingBlock,
  SectionCard,
  SettingsSection,
  useMyAccount,
  useRefreshAccount,
} from '../../account';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarCard } from './calendar-card';
import { ExportCard } from './export-card';
import { ImageUseCard } from './image-use-card';
import type { FamilyPerson } from './person';
import { PersonCardBody } from './person-cards';

/**
 * The personal data tab (spec 001 §2): the person's data with the account's edit-user form;
 * activity payment data only on the own profile, member payment data only for members (the
 * account's IBAN editor); for 'Tú' also the password, notification switches, language, logout,
 * the private calendar address and the data export.
 */
export function PersonalDataTab({ person }: { person: FamilyPerson }) {
  const { t } = useTranslation('family');
  const [editing, setEditing] = useState(false);
  const refresh = useRefreshAccount();
  const client = useQueryClient();
  const account = useMyAccount();
  const logout = useLogout();
  const navigate = useNavigate();
  const saved = () => {
    setEditing(false);
    void refresh();
    void client.invalidateQueries({ queryKey: ['family'] });
  };

  return (
    <Stack gap="lg">
      <SectionCard title={t('data.title')}>
        <PersonCardBody person={person} />
        <Group>
          <Button variant="light" onClick={() => setEditing(true)}>
            {t('data.edit')}
          </Button>
        </Group>
      </SectionCard>
      <ImageUseCard person={person} />
      {person.isSelf ? (
        <BankDetailsCard profile={person.profile} />
      ) : person.member_id > 0 ? (
        <SectionCard title={t('data.bankTitle')}>
          <Suspense fallback={<LoadingBlock size="sm" />}>
            <IbanEditor
              details={person.profile.gibke_payment_details}
              title={t('data.memberBank')}
              description={t('data.memberBankHint')}
              onSave={(d) => accountCalls.updatePaymentMethod({ user_id: person.user_id, ...d, type: false })}
              onSaved={saved}
              reportAs="delegated_acct/update_payment_method"
            />
          </Suspense>
        </SectionCard>
      ) : (
        <Text size="sm" c="gray.7">
          {t('data.noBankForPerson')}
        </Text>
      )}
      {person.isSelf ? (
        <>
          <SettingsSection
            profile={person.profile}
            newsletter={(account.data?.receive_newsletter ?? person.profile.receive_newsletter) === 1}
          />
          <CalendarCard />
          <ExportCard />
          <SectionCard title={t('data.logoutTitle')}>
            <Group>
              <Button
                variant="outline"
                color="red.9"
                onClick={() => {
                  void logout().then(() => navigate('/'));
                }}
              >
                {t('data.logout')}
              </Button>
            </Group>
          </SectionCard>
        </>
      ) : null}
      <AccountModal
        opened={editing}
        onClose={() => setEditing(false)}
        title={t('data.editTitle', { name: `${person.first_name} ${person.last_name}` })}
        size="lg"
      >
        {editing ? <EditUserForm profile={person.profile} onSaved={saved} /> : null}
      </AccountModal>
    </Stack>
  );
}
