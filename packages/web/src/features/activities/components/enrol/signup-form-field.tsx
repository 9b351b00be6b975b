import type { FormField, SignupFile } from '@club/domain/activities/activities.schemas';
import { MAX_SIGNUP_FILE_DATA_URL } from '@club/domain/activities/activities.schemas';
import { Divider, FileInput, NumberInput, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ItemCheckbox,
  ItemDate,
  ItemLongText,
  ItemRadio,
  ItemText,
  readAsDataUrl,
  type ItemFrame,
} from '../../../../components/form-items';
import type { Lang } from '../use-course-format';

export type FieldValue = FormField['inputdata'];

/** Label, placeholder and option texts in the reader's language, Spanish when missing. */
const pick = (field: Record<string, unknown>, base: string, lang: Lang): string => {
  const v = field[`${base}_${lang}`];
  return typeof v === 'string' && v.trim() ? v : String(field[`${base}_es`] ?? '');
};

/*
 * Decision: the spec's allowed-type list for signup uploads is empty, so every type is accepted
 * (spec 001 §5); only the size is limited, by the contract's data-URL ceiling (~6 MB of file).
 */
const MAX_FILE_BYTES = Math.floor((MAX_SIGNUP_FILE_DATA_URL * 3) / 4) - 1024;

interface Props {
  field: FormField;
  lang: Lang;
  value: FieldValue;
  /** Shown after a failed 'next': the required rule of spec 001 §5. */
  showError: boolean;
  invalid: boolean;
  onChange: (value: FieldValue) => void;
}

/** One field of a course's signup form, drawn from its type (spec 001 §3 Form field). */
export function SignupFormField({ field, lang, value, showError, invalid, onChange }: Props) {
  const { t } = useTranslation('activities');
  const [fileError, setFileError] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const label = pick(field, 'label', lang);
  const placeholder = pick(field, 'placeholder', lang) || undefined;
  const required = field.required === 1;
  const error = fileError ?? (showError && invalid ? t('enrol.form.required') : undefined);
  // Descriptions and placeholders a shade darker than Mantine's grey: AA contrast on white.
  const styles = { description: { color: 'var(--mantine-color-gray-7)' }, input: {} };
  const common: ItemFrame = { label, required, error, styles };

  switch (field.type) {
    case 'text_header':
      return (
        <Title order={3} size="h5" mt="sm">
          {label}
        </Title>
      );
    case 'separator':
      return <Divider my="xs" label={label || undefined} labelPosition="left" />;
    case 'text':
      return <ItemText frame={common} placeholder={placeholder} maxLength={2000} value={value} onChange={onChange} />;
    case 'number':
      return (
        <NumberInput
          {...common}
          placeholder={placeholder}
          value={typeof value === 'number' ? value : typeof value === 'string' ? value : ''}
          onChange={(v) => onChange(v === '' ? null : typeof v === 'number' ? v : Number(v))}
          maw={240}
          allowDecimal
        />
      );
    case 'textarea':
      return <ItemLongText frame={common} placeholder={placeholder} maxLength={10_000} value={value} onChange={onChange} />;
    case 'date':
      return <ItemDate frame={common} placeholder={placeholder} value={value} onChange={onChange} />;
    case 'checkbox':
      return <ItemCheckbox frame={common} checked={value === true} onChange={onChange} />;
    case 'radio':
      return (
        <ItemRadio
          frame={common}
          value={value === null || value === undefined ? null : String(value)}
          options={(field.children ?? []).map((c) => ({ value: String(c.value), label: pick(c, 'label', lang) }))}
          onChange={onChange}
        />
      );
    case 'file': {
      const attached = value && typeof value === 'object' ? (value as SignupFile) : null;
      return (
        <div>
          <FileInput
            {...common}
            placeholder={placeholder ?? t('enrol.form.filePlaceholder')}
            description={t('enrol.form.fileHint')}
            clearable
            clearButtonProps={{ 'aria-label': t('enrol.form.fileClear') }}
            value={file}
            onChange={async (f) => {
              setFile(f);
              setFileError(null);
              if (!f) return onChange(null);
              if (f.size > MAX_FILE_BYTES) {
                onChange(null);
                return setFileError(t('enrol.form.fileTooBig'));
              }
              try {
                onChange({ name: f.name, content: await readAsDataUrl(f) });
              } catch {
                onChange(null);
                setFileError(t('enrol.form.fileType'));
              }
            }}
          />
          {attached && !file ? (
            <Text size="sm" c="gray.7" mt={4}>
              {t('enrol.form.fileAttached', { name: attached.name })}
            </Text>
          ) : null}
        </div>
      );
    }
  }
}
