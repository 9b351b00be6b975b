import type { QuizFormItem, QuizInput } from '@club/domain/quiz/quiz.schemas';
import { QUIZ_FILE_TYPES, QUIZ_LIMITS } from '@club/domain/quiz/quiz.rules';
import { FileInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ItemCheckbox, ItemDate, ItemLongText, ItemRadio, ItemText, readAsDataUrl, type ItemFrame } from '../../../components/form-items';
import { childLabel, itemLabel, itemPlaceholder } from './quiz-text';

interface Props {
  item: QuizFormItem;
  value: QuizInput;
  error: string | null;
  onChange: (value: QuizInput) => void;
  onError: (error: string | null) => void;
}

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
  const common: ItemFrame = { label, required: item.required, error: errorText, styles };

  switch (item.type) {
    case 'text':
      return <ItemText frame={common} placeholder={placeholder} maxLength={QUIZ_LIMITS.textMax} value={value} onChange={onChange} />;
    case 'textarea':
      return (
        <ItemLongText frame={common} placeholder={placeholder} maxLength={QUIZ_LIMITS.textareaMax} value={value} onChange={onChange} />
      );
    case 'date':
      return <ItemDate frame={common} placeholder={placeholder} value={value} onChange={onChange} />;
    case 'checkbox':
      return <ItemCheckbox frame={common} checked={value === true} onChange={onChange} />;
    case 'radio':
      return (
        <ItemRadio
          frame={common}
          value={typeof value === 'string' ? value : null}
          options={item.children.map((c) => ({ value: c.value, label: childLabel(c, lang) }))}
          onChange={onChange}
        />
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
