import { Button, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MemberCardIllustration } from './member-card-illustration';
import { AccountModal } from './section-parts';

/** Membership help (spec 000 §2): where the member number and family code are on the card. */
export default function MembershipHelpModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('account');
  return (
    <AccountModal opened={opened} onClose={onClose} title={t('membershipHelp.title')} size="lg">
      <Stack gap="md">
        <Text>{t('membershipHelp.intro')}</Text>
        <MemberCardIllustration />
        <List spacing="xs">
          <List.Item>{t('membershipHelp.memberNumber')}</List.Item>
          <List.Item>{t('membershipHelp.familyCode')}</List.Item>
          <List.Item>{t('membershipHelp.noCard')}</List.Item>
        </List>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('actions.understood')}</Button>
        </Group>
      </Stack>
    </AccountModal>
  );
}
