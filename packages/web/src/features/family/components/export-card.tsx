import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadMyData, reportFailure, SectionCard, toast } from '../../account';

/** The data export (v3/myaccount/export): everything about the holder and their persons, as a ZIP. */
export function ExportCard() {
  const { t } = useTranslation('family');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      if ((await downloadMyData()) === 'failed') {
        toast({ color: 'red', title: t('downloads.failedTitle'), message: t('downloads.failed') });
        reportFailure('myaccount/export', {});
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <SectionCard title={t('export.title')} gap="sm">
      <Text size="sm">{t('export.text')}</Text>
      <Group>
        <Button variant="light" onClick={() => void download()} loading={busy}>
          {t('export.download')}
        </Button>
      </Group>
    </SectionCard>
  );
}
