import { Alert, Anchor, Button, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { move, type CourseDraft, type CourseFileDraft } from './course-draft';
import { uploadCourseFile } from './courses-console-api';
import { ItemActions } from './item-actions';

const COVER_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';
const FILE_ACCEPT = `${COVER_ACCEPT},application/pdf,.docx,.xlsx,.odt,.ods`;

/** The course's cover picture and its attached files (programme, rules...), uploaded as public files. */
export function FilesEditor({
  draft,
  onChange,
}: {
  draft: Pick<CourseDraft, 'cover_file_id' | 'cover_path' | 'files'>;
  onChange: (patch: Partial<CourseDraft>) => void;
}) {
  const { t } = useTranslation('console-courses');
  const upload = useMutation({ mutationFn: uploadCourseFile });
  const pickCover = (file: File | null) => {
    if (file) upload.mutate({ kind: 'cover', file }, { onSuccess: (f) => onChange({ cover_file_id: f.id, cover_path: f.path }) });
  };
  const pickFile = (file: File | null) => {
    if (file)
      upload.mutate(
        { kind: 'attachment', file },
        { onSuccess: (f) => onChange({ files: [...draft.files, { data: { fileType: f.mimeType, path: f.path, filename: f.filename } }] }) },
      );
  };
  const setFiles = (files: CourseFileDraft[]) => onChange({ files });
  return (
    <Stack gap="sm">
      <Group align="flex-start" gap="md">
        {draft.cover_path ? (
          <img src={draft.cover_path} alt={t('files.coverAlt')} width={240} style={{ maxWidth: '100%', height: 'auto', borderRadius: 6 }} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('files.noCover')}
          </Text>
        )}
        <Group gap="xs">
          <FileButton onChange={pickCover} accept={COVER_ACCEPT}>
            {(props) => (
              <Button variant="light" loading={upload.isPending} {...props}>
                {t(draft.cover_path ? 'files.changeCover' : 'files.addCover')}
              </Button>
            )}
          </FileButton>
          {draft.cover_file_id !== null && (
            <Button variant="default" onClick={() => onChange({ cover_file_id: null, cover_path: null })}>
              {t('files.removeCover')}
            </Button>
          )}
        </Group>
      </Group>
      {draft.files.map((f, i) => (
        <Paper key={f.data.path} withBorder p="xs" role="group" aria-label={t('files.n', { n: i + 1 })}>
          <Anchor href={f.data.path} target="_blank" rel="noopener">
            {f.data.filename}
          </Anchor>
          <ItemActions
            what={t('files.n', { n: i + 1 })}
            index={i}
            count={draft.files.length}
            onMove={(by) => setFiles(move(draft.files, i, by))}
            onRemove={() => setFiles(draft.files.filter((_, j) => j !== i))}
          />
        </Paper>
      ))}
      <FileButton onChange={pickFile} accept={FILE_ACCEPT}>
        {(props) => (
          <Button variant="light" loading={upload.isPending} style={{ alignSelf: 'flex-start' }} {...props}>
            {t('files.add')}
          </Button>
        )}
      </FileButton>
      <Text size="xs" c="dimmed">
        {t('files.help')}
      </Text>
      {upload.isError && (
        <Alert color="red" role="alert">
          {t('files.failed')}
        </Alert>
      )}
    </Stack>
  );
}
