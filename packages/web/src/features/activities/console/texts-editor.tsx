import { Stack, Tabs, Textarea, TextInput } from '@mantine/core';
import { RichTextField } from '../../../components/console/rich-text-field';
import { useTranslation } from 'react-i18next';
import { ContentLangTabList } from '../../../components/console/content-lang-tabs';
import { LANGS } from './course-draft';

/**
 * The course's texts in es/eus/en: title, description (the card's excerpt) and content (the
 * detail page). The content is written in the console's rich-text editor (the news one), which
 * offers only what the server's sanitiser keeps; the public page renders it through the news
 * allow-list renderer (NewsContent). A course whose content is never touched is saved unchanged
 * (the editor reports user edits only), so plain-text demo content stays as it was.
 */
export function TextsEditor({
  translations,
  onChange,
  errors,
}: {
  translations: Record<string, string>;
  onChange: (key: string, value: string) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation('console');
  const { t: tc } = useTranslation('console-courses');
  const err = (key: string) => errors[`translations.${key}`];
  return (
    <Tabs defaultValue="es">
      <ContentLangTabList langs={LANGS} hasError={(l) => Boolean(err(`title_${l}`))} />
      {LANGS.map((l) => (
        <Tabs.Panel key={l} value={l} pt="sm">
          <Stack gap="sm">
            <TextInput
              label={`${t('course.title')} (${t(`lang.${l}`)})`}
              required={l === 'es'}
              value={translations[`title_${l}`] ?? ''}
              onChange={(e) => onChange(`title_${l}`, e.currentTarget.value)}
              error={err(`title_${l}`)}
            />
            <Textarea
              label={`${t('course.description')} (${t(`lang.${l}`)})`}
              autosize
              minRows={2}
              value={translations[`description_${l}`] ?? ''}
              onChange={(e) => onChange(`description_${l}`, e.currentTarget.value)}
              error={err(`description_${l}`)}
            />
            <RichTextField
              label={`${tc('course.content')} (${t(`lang.${l}`)})`}
              description={tc('course.contentHelp')}
              value={translations[`content_${l}`] ?? ''}
              onChange={(html) => onChange(`content_${l}`, html)}
              error={err(`content_${l}`)}
            />
          </Stack>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
