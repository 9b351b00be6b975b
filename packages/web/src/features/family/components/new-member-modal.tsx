import type { LinkedUser } from '@club/domain/family/family.schemas';
import { useTranslation } from 'react-i18next';
import { AccountModal } from '../../account';
import { NewMemberForm } from './new-member-form';

/** The create-family-member form in a modal (used from /myfamily and the join page). */
export default function NewMemberModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated?: (u: LinkedUser) => void;
}) {
  const { t } = useTranslation('family');
  return (
    <AccountModal opened={opened} onClose={onClose} title={t('newMember.title')} size="lg">
      <NewMemberForm
        idPrefix="new-member-modal"
        onCancel={onClose}
        onCreated={(u) => {
          onCreated?.(u);
          onClose();
        }}
      />
    </AccountModal>
  );
}
