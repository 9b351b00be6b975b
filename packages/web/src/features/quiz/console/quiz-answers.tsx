import type { AdminQuizDetail, AdminQuizResponse } from '@club/domain/admin/quiz.schemas';
import { Alert, Button, Group, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerTable } from '../../../components/console/data-table';
import { formatDateTime } from '../../../components/console/page-header';
import { downloadAnswerFile, downloadExport, responsesQuery, type ExportKind } from './quiz-console-api';

const column = createColumnHelper<AdminQuizResponse>();
type Item = AdminQuizDetail['items'][number];

const pick = (o: { label_es: string; label_eus: string; label_en: string }, lang: string) =>
  (lang === 'eus' ? o.label_eus : lang === 'en' ? o.label_en : o.label_es) || o.label_es;

/** The answers of a quiz (paged by the server, newest first), their files, and the exports. */
export function QuizAnswers({ quiz }: { quiz: AdminQuizDetail }) {
  const { t, i18n } = useTranslation(['quiz-console', 'console']);
  const lang = i18n.language;
  const [page, setPage] = useState(1);
  const [failed, setFailed] = useState(false);
  const responses = useQuery(responsesQuery(quiz.id, page));

  const run = (job: () => Promise<void>) => {
    setFailed(false);
    job().catch(() => setFailed(true));
  };

  const columns = useMemo(() => {
    const cell = (item: Item, r: AdminQuizResponse) => {
      const a = r.answers.find((x) => x.item_id === item.id);
      if (!a) return null;
      if (item.type === 'checkbox') return a.checked === null ? '' : a.checked ? t('answers.yes') : t('answers.no');
      if (item.type === 'radio' && a.text !== null) {
        const option = item.children.find((c) => c.value === a.text);
        return option ? pick(option, lang) : a.text;
      }
      if (item.type === 'file')
        return a.file ? (
          <Button
            size="compact-xs"
            variant="default"
            onClick={() => run(() => downloadAnswerFile(quiz.id, a.file!))}
            aria-label={t('answers.downloadOf', { name: a.file.filename })}
          >
            {a.file.filename}
          </Button>
        ) : null;
      return a.text ?? '';
    };
    return [
      column.accessor('created_at', { header: t('answers.date'), cell: (info) => formatDateTime(info.getValue(), lang) }),
      column.accessor((r) => r.link_note || r.link_id, { id: 'link', header: t('answers.link') }),
      ...quiz.items.map((item) =>
        column.display({ id: `item-${item.id}`, header: pick(item, lang), cell: ({ row }) => cell(item, row.original) }),
      ),
    ];
  }, [t, lang, quiz]);

  const exportButton = (kind: ExportKind) => (
    <Button variant="light" onClick={() => run(() => downloadExport(quiz.id, kind, lang))} disabled={quiz.answers === 0}>
      {t(`answers.export.${kind}`)}
    </Button>
  );

  return (
    <section aria-labelledby="quiz-answers-heading">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h3" id="quiz-answers-heading">
          {t('answers.heading', { count: quiz.answers })}
        </Title>
        <Group gap="xs">
          {exportButton('csv')}
          {exportButton('xlsx')}
          {exportButton('zip')}
        </Group>
      </Group>
      {failed && (
        <Alert color="red" role="alert" mb="sm">
          {t('answers.downloadFailed')}
        </Alert>
      )}
      <ServerTable
        caption={t('answers.caption')}
        query={responses}
        columns={columns}
        rowKey={(r) => String(r.id)}
        page={page}
        onPage={setPage}
      />
    </section>
  );
}
