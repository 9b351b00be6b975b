import { Anchor, Box, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

// The full top bar is being built (foundation issue).
export function TopBar() {
  const { t } = useTranslation('common');
  return (
    <Box component="header" p="sm" bg="blue.8">
      <Group>
        <Anchor component={Link} to="/" c="white" fw={700}>
          {t('club.shortName')}
        </Anchor>
      </Group>
    </Box>
  );
}
