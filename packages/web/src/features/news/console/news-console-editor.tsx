import {
  adminNewsBodySchema,
  NEWS_FILE_TYPES,
  NEWS_IMAGE_TYPES,
  type AdminNewsBodyInput,
  type AdminNewsFile,
  type AdminNewsRow,
} from '@club/domain/admin/news.schemas';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Checkbox,
  CloseButton,
  FileButton,
  Group,
  Image,
  List,
  Modal,
  Paper,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { htmlToText, isTranslationUsable, NEWS } from '@club/domain/news/news.rules';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ContentLangTabList } from '../../../components/console/content-lang-tabs';
import { OfficeError, officeErrorText, useOfficeMutation } from '../../../components/console/console-api';
import { PageHeader } from '../../../components/console/page-header';
import { PageLoader } from '../../../components/page-loader';
import { NewsContent } from '../components/news-content';
import { formatFileSize, htmlLang } from '../components/news-format';
import { NewsImage } from '../components/news-image';
import { officeNewsItemQuery, previewHtml, saveNews, uploadNewsFile } from './news-console-api';
import { RichTextField } from '../../../components/console/rich-text-field';

const LANGS = ['es', 'eus', 'en'] as const;
type Lang = (typeof LANGS)[number];
interface Text3 {
  title: string;
  description: string;
  content: string;
}
interface Draft {
  date: string;
  published: boolean;
  texts: Record<Lang, Text3>;
  cover: AdminNewsFile | null;
  files: AdminNewsFile[];
}

const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Madrid' });
const emptyText = (): Text3 => ({ title: '', description: '', content: '' });

function draftOf(item: AdminNewsRow | null): Draft {
  if (!item)
    // A new item starts unpublished (issue 20, point 9): the office publishes it when it is ready.
    return { date: today(), published: false, texts: { es: emptyText(), eus: emptyText(), en: emptyText() }, cover: null, files: [] };
  const meta = new Map(item.file_meta.map((f) => [f.id, f]));
  return {
    date: item.date,
    published: item.is_published === 1,
    texts: Object.fromEntries(LANGS.map((l) => [l, { ...emptyText(), ...item.translations[l] }])) as Record<Lang, Text3>,
    cover: item.cover_file_id ? (meta.get(item.cover_file_id) ?? null) : null,
    files: item.files.flatMap((id) => meta.get(id) ?? []),
  };
}

const isBlank = (x: Text3) => !x.title.trim() && !x.description.trim() && !x.content.trim();

/**
 * Decision: Basque and English are sent only when something is written in them; the public site
 * shows the Spanish text to readers of a language the item lacks (pickNewsText). The slug is made
 * by the server from the Spanish title when the item is created and kept afterwards, so links
 * already shared keep working.
 */
const bodyOf = (d: Draft): AdminNewsBodyInput => ({
  date: d.date,
  is_published: d.published ? 1 : 0,
  cover_file_id: d.cover?.id ?? null,
  files: d.files.map((f) => f.id),
  translations: Object.fromEntries(
    LANGS.filter((l) => l === 'es' || !isBlank(d.texts[l])).map((l) => [l, d.texts[l]]),
  ) as AdminNewsBodyInput['translations'],
});

/** /gestion/noticias/nueva and /gestion/noticias/{id}/editar. */
export default function NewsEditor() {
  const id = useParams().id;
  const item = useQuery({ ...officeNewsItemQuery(Number(id)), enabled: Boolean(id) });
  const { t } = useTranslation('console');
  if (id && item.isPending) return <PageLoader />;
  if (id && item.isError) return <Alert color="red">{t('form.loadFailed')}</Alert>;
  return <NewsForm key={id ?? 'new'} item={id ? (item.data ?? null) : null} />;
}

function NewsForm({ item }: { item: AdminNewsRow | null }) {
  const { t, i18n } = useTranslation(['news-console', 'console']);
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft>(() => draftOf(item));
  const [tab, setTab] = useState<Lang>('es');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<{ lang: Lang; html: string } | null>(null);
  const save = useOfficeMutation(saveNews, [['console', 'news']]);
  const upload = useMutation({ mutationFn: uploadNewsFile });
  const sanitise = useMutation({ mutationFn: previewHtml });
  const setText = (lang: Lang, key: keyof Text3, value: string) =>
    setDraft((d) => ({ ...d, texts: { ...d.texts, [lang]: { ...d.texts[lang], [key]: value } } }));

  const validate = (): boolean => {
    const found: Record<string, string> = {};
    for (const l of LANGS) {
      if ((l === 'es' || !isBlank(draft.texts[l])) && !draft.texts[l].title.trim()) found[`title_${l}`] = t('errors.title');
    }
    const parsed = adminNewsBodySchema.safeParse(bodyOf(draft));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [first, lang, field] = issue.path.map(String);
        const key = first === 'translations' ? `${field}_${lang}` : (first ?? 'form');
        found[key] ??= first === 'date' ? t('errors.date') : field === 'title' ? t('errors.title') : t('errors.tooLong');
      }
    }
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  // Texts in another language that the public site would not show (the 64-character rule,
  // isTranslationUsable): their readers would silently get the Spanish text instead.
  const [tooShort, setTooShort] = useState<Lang[]>([]);
  const store = () => save.mutate({ id: item?.id ?? null, body: bodyOf(draft) }, { onSuccess: () => void navigate('/gestion/noticias') });
  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!validate()) return;
    const short = LANGS.filter((l) => l !== 'es' && !isBlank(draft.texts[l]) && !isTranslationUsable(draft.texts[l]));
    // Decision (issue 20, point 9): warn before saving, and let the office save anyway (a title
    // may be all it has yet) or go back to that text.
    if (short.length > 0) return setTooShort(short);
    store();
  };

  const onPreview = () => sanitise.mutate(draft.texts[tab].content, { onSuccess: (data) => setPreview({ lang: tab, html: data.html }) });

  const onUpload = (file: File | null, as: 'cover' | 'file') => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (stored) => setDraft((d) => (as === 'cover' ? { ...d, cover: stored } : { ...d, files: [...d.files, stored] })),
    });
  };

  const refusal = (error: Error) => (error instanceof OfficeError && error.code === 1 ? t('errors.slugTaken') : officeErrorText(error, t));
  const uploadRefusal = (error: Error) =>
    error instanceof OfficeError && (error.code === 'unsupported_type' || error.code === 'file_too_large')
      ? t(`errors.${error.code}`)
      : t('errors.upload', { detail: error.message });

  return (
    <form onSubmit={onSubmit} noValidate>
      <PageHeader title={item ? t('editor.editTitle') : t('editor.newTitle')} />
      <Anchor component={Link} to="/gestion/noticias" mb="sm" display="inline-block">
        {t('editor.back')}
      </Anchor>
      <Stack gap="md" maw={1100}>
        <Group align="flex-end">
          <TextInput
            type="date"
            label={t('editor.date')}
            required
            value={draft.date}
            onChange={(e) => setDraft((d) => ({ ...d, date: e.currentTarget.value }))}
            error={errors.date}
          />
          <Checkbox
            mb={8}
            label={t('editor.published')}
            checked={draft.published}
            onChange={(e) => setDraft((d) => ({ ...d, published: e.currentTarget.checked }))}
          />
        </Group>
        <Tabs value={tab} onChange={(v) => setTab((v as Lang | null) ?? 'es')}>
          <ContentLangTabList langs={LANGS} hasError={(l) => Boolean(errors[`title_${l}`])} />
          {LANGS.map((l) => (
            <Tabs.Panel key={l} value={l} pt="sm">
              <Stack gap="sm">
                <TextInput
                  label={t('editor.title', { lang: t(`console:lang.${l}`) })}
                  required={l === 'es'}
                  value={draft.texts[l].title}
                  onChange={(e) => setText(l, 'title', e.currentTarget.value)}
                  error={errors[`title_${l}`]}
                />
                <Textarea
                  label={t('editor.description', { lang: t(`console:lang.${l}`) })}
                  description={t('editor.descriptionHelp')}
                  autosize
                  minRows={2}
                  value={draft.texts[l].description}
                  onChange={(e) => setText(l, 'description', e.currentTarget.value)}
                  error={errors[`description_${l}`]}
                />
                <RichTextField
                  label={t('editor.content', { lang: t(`console:lang.${l}`) })}
                  description={l === 'es' ? undefined : t('editor.translationHelp', { count: NEWS.translationMinChars })}
                  value={draft.texts[l].content}
                  onChange={(html) => setText(l, 'content', html)}
                />
                {errors[`content_${l}`] && (
                  <Text c="red.8" size="sm">
                    {errors[`content_${l}`]}
                  </Text>
                )}
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>

        <Paper withBorder p="md" radius="md" component="fieldset">
          <Text component="legend" fw={700} px={4}>
            {t('editor.cover')}
          </Text>
          <Text size="sm" c="dimmed" mb="sm">
            {t('editor.coverHelp')}
          </Text>
          {draft.cover ? (
            <Group align="flex-start">
              <Image
                src={draft.cover.path}
                alt={t('editor.coverAlt', { name: draft.cover.filename })}
                w={240}
                h={126}
                fit="cover"
                radius="sm"
              />
              <Button variant="default" onClick={() => setDraft((d) => ({ ...d, cover: null }))}>
                {t('editor.removeCover')}
              </Button>
            </Group>
          ) : null}
          <FileButton onChange={(f) => onUpload(f, 'cover')} accept={NEWS_IMAGE_TYPES.join(',')}>
            {(props) => (
              <Button {...props} variant="light" mt="sm">
                {draft.cover ? t('editor.replaceCover') : t('editor.uploadCover')}
              </Button>
            )}
          </FileButton>
        </Paper>

        <Paper withBorder p="md" radius="md" component="fieldset">
          <Text component="legend" fw={700} px={4}>
            {t('editor.files')}
          </Text>
          <Text size="sm" c="dimmed" mb="sm">
            {t('editor.filesHelp')}
          </Text>
          {draft.files.length > 0 && (
            <List spacing={4} mb="sm">
              {draft.files.map((f) => (
                <List.Item key={f.id}>
                  <Group gap="xs" wrap="nowrap">
                    <Anchor href={f.path} target="_blank" rel="noopener noreferrer">
                      {f.filename}
                    </Anchor>
                    <Text span size="sm" c="dimmed">
                      ({formatFileSize(f.size)})
                    </Text>
                    <CloseButton
                      size="sm"
                      aria-label={t('editor.removeFile', { name: f.filename })}
                      onClick={() => setDraft((d) => ({ ...d, files: d.files.filter((x) => x.id !== f.id) }))}
                    />
                  </Group>
                </List.Item>
              ))}
            </List>
          )}
          <FileButton onChange={(f) => onUpload(f, 'file')} accept={NEWS_FILE_TYPES.join(',')}>
            {(props) => (
              <Button {...props} variant="light">
                {t('editor.addFile')}
              </Button>
            )}
          </FileButton>
        </Paper>
        {upload.isPending && (
          <Text size="sm" role="status">
            {t('editor.uploading')}
          </Text>
        )}
        {upload.isError && (
          <Alert color="red" role="alert">
            {uploadRefusal(upload.error)}
          </Alert>
        )}

        {Object.keys(errors).length > 0 && (
          <Alert color="red" role="alert">
            {t('console:form.fix')}
          </Alert>
        )}
        {save.isError && (
          <Alert color="red" role="alert">
            {refusal(save.error)}
          </Alert>
        )}
        {sanitise.isError && (
          <Alert color="red" role="alert">
            {t('errors.preview', { detail: sanitise.error.message })}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('console:form.save')}
          </Button>
          <Button variant="light" onClick={onPreview} loading={sanitise.isPending}>
            {t('editor.preview', { lang: t(`console:lang.${tab}`) })}
          </Button>
          <Button variant="default" onClick={() => void navigate('/gestion/noticias')}>
            {t('console:form.cancel')}
          </Button>
        </Group>
      </Stack>

      <Modal
        opened={tooShort.length > 0}
        onClose={() => setTooShort([])}
        title={t('editor.shortTitle')}
        closeButtonProps={{ 'aria-label': t('console:form.close') }}
        transitionProps={{ duration: 0 }}
      >
        <Stack gap="sm">
          {tooShort.map((l) => (
            <Text key={l} size="sm">
              {t('editor.shortText', {
                lang: t(`console:contentLang.tab.${l}`),
                count: htmlToText(draft.texts[l].content).length,
                min: NEWS.translationMinChars + 1,
              })}
            </Text>
          ))}
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => {
                setTab(tooShort[0]!);
                setTooShort([]);
              }}
            >
              {t('editor.shortKeepEditing')}
            </Button>
            <Button
              onClick={() => {
                setTooShort([]);
                store();
              }}
            >
              {t('editor.shortSaveAnyway')}
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal
        opened={preview !== null}
        onClose={() => setPreview(null)}
        title={t('editor.previewTitle')}
        size="xl"
        closeButtonProps={{ 'aria-label': t('console:form.close') }}
        transitionProps={{ duration: 0 }}
      >
        {preview && (
          <Box component="article" lang={htmlLang(preview.lang)} data-testid="news-preview">
            <Text size="sm" c="dimmed" lang={htmlLang(i18n.language)} mb="sm">
              {t('editor.previewNote')}
            </Text>
            <Title order={2} mb="sm">
              {draft.texts[preview.lang].title || draft.texts.es.title}
            </Title>
            {draft.texts[preview.lang].description ? (
              <Text size="lg" fw={500} mb="md">
                {draft.texts[preview.lang].description}
              </Text>
            ) : null}
            {draft.cover ? (
              <Box mb="lg">
                <NewsImage cover={draft.cover.path} gallery="" eager radius="lg" />
              </Box>
            ) : null}
            <NewsContent html={preview.html} />
            {draft.files.length > 0 && (
              <Paper withBorder radius="md" p="md" mt="lg">
                <Text component="h3" fw={700} mb="xs">
                  {t('editor.files')}
                </Text>
                <List spacing={4}>
                  {draft.files.map((f) => (
                    <List.Item key={f.id}>{f.filename}</List.Item>
                  ))}
                </List>
              </Paper>
            )}
          </Box>
        )}
      </Modal>
    </form>
  );
}
