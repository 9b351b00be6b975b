import { Box, Text } from '@mantine/core';
import { APP_VERSION } from '@club/domain/shared/constants';
import { useTranslation } from 'react-i18next';

// The full footer is being built (foundation issue).
export function Footer() {
  const { t } = useTranslation('common');
  return (
    <Box component="footer" p="md">
      <Text size="sm">
        {t('club.name')} · v{APP_VERSION}
      </Text>
    </Box>
  );
}
