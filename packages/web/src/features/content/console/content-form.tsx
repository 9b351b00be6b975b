import { CONTENT_BODY_SCHEMAS, CONTENT_FILE_MIME_TYPES } from '@club/domain/admin/content.schemas';
import { Alert, Anchor, Button, Fieldset, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { officeErrorText, useOfficeMutation } from '../../../components/console/console-api';
import { ConsoleSelect } from '../../../components/console/console-select';
import { PageHeader } from '../../../components/console/page-header';
import classes from '../../../components/console/console.module.css';
import { bodyOf, draftOf, rowTitle, type CollectionSpec, type Draft, type Field, type TextLang } from './collections';
import { fileHref, PUBLIC_KEYS, saveContent, uploadContentFile, type ContentFile, type ContentRow } from './content-console-api';

const LANG_ORDER: TextLang[] = ['es', 'eus', 'eng'];
const IMAGE_TYPES = CONTENT_FILE_MIME_TYPES.filter((m) => m.startsWith('image/')).join(',');

/** Zod's complaint about a field -> the key of a message in content-console.json. */
function messageKey(field: Field | undefined, code: string): string {
  if (code === 'too_small' && field?.kind === 'text') return 'required';
  if (code === 'too_big' && field?.kind === 'text') return 'tooLong';
  if (field?.kind === 'link') return 'link';
  if (field?.kind === 'money') return 'price';
  if (field?.kind === 'int') return 'number';
  if (field?.kind === 'date') return 'date';
  return 'invalid';
}

/** The create and edit form of a slide, banner, record group or membership type. */
export function ContentForm({ spec, row }: { spec: CollectionSpec; row: ContentRow | null }) {
  const { t, i18n } = useTranslation(['content-console', 'console']);
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft>(() => draftOf(spec, row));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useOfficeMutation(saveContent, [['console', 'content', spec.c], ...PUBLIC_KEYS[spec.c]]);
  const set = (key: string, value: Draft[string]) => setDraft((d) => ({ ...d, [key]: value }));
  const list = `/gestion/${spec.path}`;
  const heading = row ? t(`${spec.c}.editTitle`, { title: rowTitle(spec, row, i18n.language) }) : t(`${spec.c}.new`);

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const body = bodyOf(spec, draft);
    const parsed = CONTENT_BODY_SCHEMAS[spec.c].safeParse(body);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]);
        found[key] ??= t(
          `errors.${messageKey(
            spec.fields.find((f) => f.key === key),
            issue.code,
          )}`,
        );
      }
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate({ c: spec.c, id: row?.id ?? null, body: parsed.data }, { onSuccess: () => void navigate(list) });
  };

  const input = (f: Field) => {
    const label =
      f.kind === 'text'
        ? t('inLang', { field: t(`fields.${f.key.replace(/_(es|eus|eng)$/, '')}`), lang: t(`langs.${f.lang}`) })
        : t(`fields.${f.key}`);
    const error = errors[f.key];
    const value = draft[f.key];
    switch (f.kind) {
      case 'text': {
        const Input = f.multiline ? Textarea : TextInput;
        const required = f.lang !== 'eng' && !f.multiline;
        return (
          <Input
            key={f.key}
            label={label}
            value={value as string}
            onChange={(e) => set(f.key, e.currentTarget.value)}
            error={error}
            required={required}
            description={f.lang === 'eng' ? t('hints.english') : undefined}
            autosize={f.multiline ? true : undefined}
            minRows={f.multiline ? 2 : undefined}
          />
        );
      }
      case 'flag':
        return (
          <label key={f.key} className={classes.switch}>
            <input type="checkbox" checked={value as boolean} onChange={(e) => set(f.key, e.currentTarget.checked)} />
            {label}
          </label>
        );
      case 'month':
      case 'procedure':
        return (
          <ConsoleSelect
            key={f.key}
            label={label}
            value={value as string}
            onChange={(e) => set(f.key, e.currentTarget.value)}
            data={
              f.kind === 'month'
                ? Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: t(`months.${i + 1}`) }))
                : ['0', '1', '2', '3'].map((v) => ({ value: v, label: t(`procedure.${v}`) }))
            }
          />
        );
      case 'image':
        return <ImageField key={f.key} label={label} fileId={value as number | null} onChange={(id) => set(f.key, id)} error={error} />;
      case 'files':
        return (
          <FilesField key={f.key} label={label} files={value as ContentFile[]} onChange={(files) => set(f.key, files)} error={error} />
        );
      default:
        return (
          <TextInput
            key={f.key}
            label={label}
            type={f.kind === 'date' ? 'date' : 'text'}
            inputMode={f.kind === 'int' ? 'numeric' : f.kind === 'money' ? 'decimal' : undefined}
            value={value as string}
            onChange={(e) => set(f.key, e.currentTarget.value)}
            error={error}
            required={f.kind === 'int' || f.kind === 'money'}
            description={i18n.exists(`content-console:hints.${f.key}`) ? t(`hints.${f.key}`) : undefined}
          />
        );
    }
  };

  const textFields = spec.fields.filter((f): f is Extract<Field, { kind: 'text' }> => f.kind === 'text');
  const langs = LANG_ORDER.filter((l) => textFields.some((f) => f.lang === l));
  const others = spec.fields.filter((f) => f.kind !== 'text');
  return (
    <form onSubmit={onSubmit} noValidate>
      <PageHeader title={heading} />
      <Stack>
        <SimpleGrid cols={{ base: 1, md: langs.length }}>
          {langs.map((l) => (
            <Fieldset key={l} legend={t('fieldsets.texts', { lang: t(`langs.${l}`) })}>
              <Stack gap="sm">{textFields.filter((f) => f.lang === l).map(input)}</Stack>
            </Fieldset>
          ))}
        </SimpleGrid>
        <Fieldset legend={t('fieldsets.settings')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            {others.map(input)}
          </SimpleGrid>
        </Fieldset>
        {Object.keys(errors).length > 0 && (
          <Alert color="red" role="alert">
            {t('console:form.fix')}
          </Alert>
        )}
        {save.isError && (
          <Alert color="red" role="alert">
            {officeErrorText(save.error, t)}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('console:form.save')}
          </Button>
          <Button variant="default" onClick={() => void navigate(list)}>
            {t('console:form.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

// Decision: month names come from the locale files: browsers without Basque locale data would
// show English ones through Intl.

/** A file input that uploads at once (POST /api/admin/content/files) and hands back the stored file. */
function UploadInput({ label, accept, onUploaded }: { label: string; accept: string; onUploaded: (f: ContentFile) => void }) {
  const { t } = useTranslation('content-console');
  const id = useId();
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const onChange = async (e: React.ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setState({ busy: true, error: null });
    try {
      const stored = await uploadContentFile(file);
      onUploaded({ id: stored.id, filename: stored.filename, mime_type: stored.mime_type });
      setState({ busy: false, error: null });
    } catch (err) {
      setState({ busy: false, error: t('upload.failed', { detail: (err as Error).message }) });
    }
    input.value = '';
  };
  return (
    <div>
      <label htmlFor={id} className={classes.selectLabel}>
        {label}
      </label>
      <input id={id} type="file" accept={accept} onChange={(e) => void onChange(e)} disabled={state.busy} />
      {state.busy && (
        <Text size="sm" role="status">
          {t('upload.busy')}
        </Text>
      )}
      {state.error && (
        <Text size="sm" c="red.9" role="alert">
          {state.error}
        </Text>
      )}
    </div>
  );
}

function ImageField({
  label,
  fileId,
  onChange,
  error,
}: {
  label: string;
  fileId: number | null;
  onChange: (id: number | null) => void;
  error?: string;
}) {
  const { t } = useTranslation('content-console');
  return (
    <Fieldset legend={label} variant="unstyled" style={{ gridColumn: '1 / -1' }}>
      <Stack gap="xs">
        {fileId === null ? (
          <Text size="sm">{t('image.none')}</Text>
        ) : (
          <Group align="flex-end">
            <img src={fileHref({ id: fileId })} alt={t('image.current')} style={{ maxWidth: 240, maxHeight: 120, objectFit: 'contain' }} />
            <Button size="compact-sm" variant="default" onClick={() => onChange(null)}>
              {t('image.remove')}
            </Button>
          </Group>
        )}
        <UploadInput
          label={t(fileId === null ? 'image.choose' : 'image.replace')}
          accept={IMAGE_TYPES}
          onUploaded={(f) => onChange(f.id)}
        />
        {error && (
          <Text size="sm" c="red.9">
            {error}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}

function FilesField({
  label,
  files,
  onChange,
  error,
}: {
  label: string;
  files: ContentFile[];
  onChange: (files: ContentFile[]) => void;
  error?: string;
}) {
  const { t } = useTranslation('content-console');
  const move = (i: number, by: number) => {
    const next = [...files];
    const [f] = next.splice(i, 1);
    next.splice(i + by, 0, f!);
    onChange(next);
  };
  return (
    <Fieldset legend={label} variant="unstyled" style={{ gridColumn: '1 / -1' }}>
      <Stack gap="xs">
        {files.length === 0 ? (
          <Text size="sm">{t('files.none')}</Text>
        ) : (
          <ol style={{ margin: 0, paddingLeft: 20 }}>
            {files.map((f, i) => (
              <li key={f.id}>
                <Group gap="xs" wrap="nowrap">
                  <Anchor href={fileHref(f)} target="_blank" rel="noopener">
                    {f.filename}
                  </Anchor>
                  {i > 0 && (
                    <Button
                      size="compact-xs"
                      variant="default"
                      onClick={() => move(i, -1)}
                      aria-label={t('files.upOf', { name: f.filename })}
                    >
                      ↑
                    </Button>
                  )}
                  {i < files.length - 1 && (
                    <Button
                      size="compact-xs"
                      variant="default"
                      onClick={() => move(i, 1)}
                      aria-label={t('files.downOf', { name: f.filename })}
                    >
                      ↓
                    </Button>
                  )}
                  <Button
                    size="compact-xs"
                    variant="default"
                    onClick={() => onChange(files.filter((x) => x.id !== f.id))}
                    aria-label={t('files.removeOf', { name: f.filename })}
                  >
                    {t('files.remove')}
                  </Button>
                </Group>
              </li>
            ))}
          </ol>
        )}
        <UploadInput label={t('files.add')} accept={CONTENT_FILE_MIME_TYPES.join(',')} onUploaded={(f) => onChange([...files, f])} />
        {error && (
          <Text size="sm" c="red.9">
            {error}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}
