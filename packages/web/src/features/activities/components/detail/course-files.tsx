import type { CourseDetails } from '@club/domain/activities/activities.schemas';
import { Anchor, List, Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The course's attached files (spec 001 §2), each a download link. */
export function CourseFiles({ files }: { files: CourseDetails['files'] }) {
  const { t } = useTranslation('activities');
  if (files.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="course-files-title">
      <Title order={2} size="h4" id="course-files-title" mb="xs">
        {t('detail.files')}
      </Title>
      <List spacing="xs">
        {files.map((f) => (
          <List.Item key={f.data.path}>
            <Anchor href={`${f.data.path}${f.data.path.includes('?') ? '&' : '?'}download=1`} download={f.data.filename} fw={600}>
              {f.data.filename}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}
