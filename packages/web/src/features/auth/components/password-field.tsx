import { ActionIcon, TextInput, type TextInputProps } from '@mantine/core';
import { forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from '../../../components/icons';

/**
 * A password input with a show/hide toggle (spec 000 §2). The toggle is a real button in the tab
 * order with a fixed name and aria-pressed, so screen readers hear its state.
 */
export const PasswordField = forwardRef<HTMLInputElement, TextInputProps>(function PasswordField(props, ref) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      ref={ref}
      {...props}
      type={visible ? 'text' : 'password'}
      rightSectionWidth={44}
      rightSection={
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('password.show')}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
        </ActionIcon>
      }
    />
  );
});
