import type { QuizFormItem, QuizInput } from '@club/domain/quiz/quiz.schemas';
import { QUIZ_FILE_TYPES, QUIZ_LIMITS } from '@club/domain/quiz/quiz.rules';
import { Checkbox, FileInput, Radio, Stack, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { childLabel, itemLabel, itemPlaceholder } from './quiz-text';

interface Props {
  item: QuizFormItem;
  value: QuizInput;
  error: string | null;
  onChange: (value: QuizInput) => void;
  onError: (error: string | null) => void;
}

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** One form item of the quiz, drawn from its type (the spec leaves the look of each type open). */
export function QuizField({ item, value, error, onChange, onError }: Props) {
  const { t, i18n } = useTranslation('quiz');
  const lang = i18n.language;
  const label = itemLabel(item, lang);
  const placeholder = itemPlaceholder(item, lang) || undefined;
  const [file, setFile] = useState<File | null>(null);
  const errorText = error ? t(`errors.${error}`, { defaultValue: t('errors.unknown') }) : undefined;
  // Descriptions and the file placeholder in a darker grey than Mantine's: AA contrast on white.
  const styles = { description: { color: 'var(--mantine-color-gray-7)' }, placeholder: { color: 'var(--mantine-color-gray-7)' } };
  const common = { label, required: item.required, error: errorText, styles };

  switch (item.type) {
    case 'text':
      return (
        <TextInput
          {...common}
          placeholder={placeholder}
          maxLength={QUIZ_LIMITS.textMax}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'textarea':
      return (
        <Textarea
          {...common}
          placeholder={placeholder}
          autosize
          minRows={3}
          maxLength={QUIZ_LIMITS.textareaMax}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'date':
      return (
        <TextInput
          {...common}
          type="date"
          placeholder={placeholder}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.currentTarget.value || null)}
          maw={260}
        />
      );
    case 'checkbox':
      return (
        <Checkbox
          label={
            <>
              {label}
              {item.required ? (
                <span aria-hidden style={{ color: 'var(--mantine-color-error)' }}>
                  {' *'}
                </span>
              ) : null}
            </>
          }
          required={item.required}
          error={errorText}
          checked={value === true}
          onChange={(e) => onChange(e.currentTarget.checked)}
        />
      );
    case 'radio':
      return (
        <Radio.Group {...common} value={typeof value === 'string' ? value : null} onChange={onChange}>
          <Stack gap="xs" mt="xs">
            {item.children.map((c) => (
              <Radio key={c.value} value={c.value} label={childLabel(c, lang)} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'file':
      return (
        <FileInput
          {...common}
          placeholder={placeholder ?? t('file.placeholder')}
          description={t('file.hint')}
          accept={QUIZ_FILE_TYPES.join(',')}
          clearable
          clearButtonProps={{ 'aria-label': t('file.clear') }}
          value={file}
          onChange={async (f) => {
            setFile(f);
            if (!f) return onChange(null);
            if (f.size > QUIZ_LIMITS.fileMaxBytes) {
              onChange(null);
              return onError('file_too_large');
            }
            if (!(QUIZ_FILE_TYPES as readonly string[]).includes(f.type)) {
              onChange(null);
              return onError('file_type');
            }
            try {
              onChange({ name: f.name, content: await readAsDataUrl(f) });
            } catch {
              onChange(null);
              onError('file_invalid');
            }
          }}
        />
      );
  }
}
