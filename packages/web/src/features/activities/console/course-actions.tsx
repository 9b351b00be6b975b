import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useOfficeMutation } from '../../../components/console/console-api';
import { duplicateCourse, setCoursePublished } from './courses-console-api';

/** Publishes or unpublishes a course at once (the public site shows the change on every node). */
export function PublishButton({
  id,
  published,
  title,
  onDone,
}: {
  id: number;
  published: boolean;
  title: string;
  onDone?: (published: boolean) => void;
}) {
  const { t } = useTranslation('console-courses');
  const action = useOfficeMutation(setCoursePublished, [['console'], ['courses']]);
  const key = published ? 'unpublish' : 'publish';
  return (
    <Button
      size="xs"
      variant={published ? 'default' : 'filled'}
      loading={action.isPending}
      aria-label={t(`actions.${key}Of`, { title })}
      onClick={() => action.mutate({ id, published: !published }, { onSuccess: () => onDone?.(!published) })}
    >
      {t(`actions.${key}`)}
    </Button>
  );
}

/** Duplicates a course for next season and opens the copy (unpublished) in the editor. */
export function DuplicateButton({ id, title }: { id: number; title: string }) {
  const { t } = useTranslation('console-courses');
  const navigate = useNavigate();
  const action = useOfficeMutation(duplicateCourse, [['console'], ['courses']]);
  return (
    <Button
      size="xs"
      variant="default"
      loading={action.isPending}
      aria-label={t('actions.duplicateOf', { title })}
      onClick={() => action.mutate(id, { onSuccess: (copy) => void navigate(`/gestion/cursos/${copy.id}/editar`) })}
    >
      {t('actions.duplicate')}
    </Button>
  );
}
