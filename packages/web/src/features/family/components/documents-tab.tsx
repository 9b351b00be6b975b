import { MAX_DOCUMENT_BYTES } from '@club/domain/documents/documents.schemas';
import { Alert, Button, FileInput, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { LoadingBlock, readAsDataUrl, reportFailure, SectionCard, toast } from '../../account';
import { familyCalls, saveDataUrl, useDocuments } from '../api/family-api';
import type { FamilyPerson } from './person';
import { formatBirthDate } from './person-cards';

const ACCEPT = 'image/jpeg,image/png,application/pdf';
const ACCEPTED = ['image/jpeg', 'image/png', 'application/pdf'];

/**
 * The documentation tab (spec 001 §2, §8): the person's files (downloaded with file/?id=), the
 * SEPA mandate templates for the quota (mode 1) and activities (mode 2), and the upload of a
 * signed SEPA mandate (type 1 quota, 2 activities) or another document (0, 3): jpeg, pdf or png.
 */
export function DocumentsTab({ person }: { person: FamilyPerson }) {
  const { t, i18n } = useTranslation('family');
  const docs = useDocuments(person.user_id);
  const [busy, setBusy] = useState<string | null>(null);

  const download = async (id: number) => {
    setBusy(`file-${id}`);
    try {
      const r = await familyCalls.file(id);
      if (r.ok) saveDataUrl(r.file);
      else {
        toast({ color: 'red', title: t('downloads.failedTitle'), message: r.ext ?? t('downloads.apiError') });
        reportFailure('delegated_acct/file', { ext: r.ext ?? undefined });
      }
    } catch (e) {
      toast({
        color: 'red',
        title: t('downloads.failedTitle'),
        message: e instanceof ApiError && e.status > 0 ? t('downloads.apiError') : t('downloads.failed'),
      });
    } finally {
      setBusy(null);
    }
  };

  const sepa = async (mode: 1 | 2) => {
    // Without the IBAN of that mode the mandate cannot be filled: said at once, in the reader's
    // language (the server answers the same in Spanish). A linked person's activities mandate
    // without details of their own names the holder as debtor: the server decides that one.
    const details = mode === 1 ? person.profile.gibke_payment_details : person.profile.pm_details;
    const holderPays = mode === 2 && !person.isSelf;
    if (!details.iban.trim() && !holderPays) {
      toast({ color: 'red', title: t('sepa.failedTitle'), message: t(`sepa.noIban${mode}`) });
      return;
    }
    setBusy(`sepa-${mode}`);
    try {
      const r = await familyCalls.sepaTemplate(person.user_id, mode);
      if (r.ok) saveDataUrl(r.file);
      else {
        toast({ color: 'red', title: t('sepa.failedTitle'), message: r.ext ?? t('sepa.failed') });
        reportFailure('delegated_acct/sepa_tpl', { ext: r.ext ?? undefined });
      }
    } catch {
      toast({ color: 'red', title: t('sepa.failedTitle'), message: t('sepa.failed') });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="lg">
      <SectionCard title={t('docs.filesTitle')}>
        {docs.isPending ? (
          <LoadingBlock size="sm" />
        ) : docs.isError ? (
          <Alert color="red" variant="light" role="alert">
            {t('errors.load')}
          </Alert>
        ) : docs.data.files.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t('docs.none')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('docs.name')}</Table.Th>
                  <Table.Th>{t('docs.type')}</Table.Th>
                  <Table.Th>{t('docs.date')}</Table.Th>
                  <Table.Th>
                    <span className="visually-hidden">{t('docs.actions')}</span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {docs.data.files.map((f) => (
                  <Table.Tr key={f.id}>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{f.filename}</Table.Td>
                    <Table.Td>{t(`docs.types.${f.filetype}`, { defaultValue: t('docs.types.0') })}</Table.Td>
                    <Table.Td>{formatBirthDate(f.uploaded_at.slice(0, 10), i18n.language)}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => void download(f.id)}
                        loading={busy === `file-${f.id}`}
                        aria-label={t('docs.downloadNamed', { name: f.filename })}
                      >
                        {t('docs.download')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </SectionCard>

      <SectionCard title={t('sepa.title')}>
        <Text size="sm">{t('sepa.text')}</Text>
        <Group>
          <Button variant="light" onClick={() => void sepa(1)} loading={busy === 'sepa-1'}>
            {t('sepa.quota')}
          </Button>
          <Button variant="light" onClick={() => void sepa(2)} loading={busy === 'sepa-2'}>
            {t('sepa.activities')}
          </Button>
        </Group>
        {docs.data && docs.data.mandates.length > 0 ? (
          <Stack gap={4}>
            {docs.data.mandates.map((m) => (
              <Text size="sm" key={m.reference}>
                {t(`sepa.mode${m.mode === 1 ? 1 : 2}`)} · {m.reference} ·{' '}
                {m.signed_at ? t('sepa.signed', { date: formatBirthDate(m.signed_at.slice(0, 10), i18n.language) }) : t('sepa.unsigned')}
              </Text>
            ))}
          </Stack>
        ) : null}
      </SectionCard>

      <UploadCard person={person} />
    </Stack>
  );
}

function UploadCard({ person }: { person: FamilyPerson }) {
  const { t } = useTranslation('family');
  const client = useQueryClient();
  const [type, setType] = useState<string | null>('2');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setProblem(null);
    if (!file || type === null) return setProblem(t('upload.pick'));
    if (!ACCEPTED.includes(file.type)) return setProblem(t('upload.badType'));
    if (file.size > MAX_DOCUMENT_BYTES) return setProblem(t('upload.tooBig'));
    setBusy(true);
    try {
      const res = await familyCalls.upload({
        user_id: person.user_id,
        type: Number(type),
        name: file.name,
        result: await readAsDataUrl(file),
      });
      if (res.success === 1) {
        toast({ color: 'green', message: t('upload.done') });
        setFile(null);
        await client.invalidateQueries({ queryKey: ['family', 'documents', person.user_id] });
      } else {
        setProblem(typeof res.ext === 'string' ? res.ext : t('upload.failed'));
        reportFailure('delegated_acct/upload_documentation', { code: res.code, ext: res.ext });
      }
    } catch (err) {
      const ext = err instanceof ApiError ? err.envelope?.ext : undefined;
      setProblem(typeof ext === 'string' ? `${t('upload.failed')} (${ext})` : t('upload.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SectionCard title={t('upload.title')} gap="sm" onSubmit={(e) => void submit(e)}>
      <Text size="sm">{t('upload.text')}</Text>
      <Select
        label={t('upload.type')}
        value={type}
        onChange={setType}
        allowDeselect={false}
        data={[
          { value: '1', label: t('docs.types.1') },
          { value: '2', label: t('docs.types.2') },
          { value: '0', label: t('docs.types.0') },
          { value: '3', label: t('docs.types.3') },
        ]}
      />
      <FileInput label={t('upload.file')} description={t('upload.fileHint')} accept={ACCEPT} value={file} onChange={setFile} clearable />
      {problem ? (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      ) : null}
      <Group>
        <Button type="submit" loading={busy}>
          {t('upload.submit')}
        </Button>
      </Group>
    </SectionCard>
  );
}
