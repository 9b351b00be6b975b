import { Checkbox, Radio, Stack, TextInput, Textarea } from '@mantine/core';
import type { CSSProperties } from 'react';

/*
 * The inputs of a form the office designs item by item: a course's signup form (spec 001 §3,
 * features/activities) and a quiz (features/quiz). Each feature reads its own item model, texts,
 * limits and file rules, and draws the item with these, so both forms look and behave alike.
 */

/** What every item input shows: its label, the required mark, the error under it, the AA greys. */
export interface ItemFrame {
  label: string;
  required: boolean;
  error?: string;
  styles: Record<string, CSSProperties>;
}

interface TextProps {
  frame: ItemFrame;
  placeholder?: string;
  maxLength: number;
  value: unknown;
  onChange: (value: string) => void;
}

export function ItemText({ frame, placeholder, maxLength, value, onChange }: TextProps) {
  return (
    <TextInput
      {...frame}
      placeholder={placeholder}
      maxLength={maxLength}
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}

export function ItemLongText({ frame, placeholder, maxLength, value, onChange }: TextProps) {
  return (
    <Textarea
      {...frame}
      placeholder={placeholder}
      autosize
      minRows={3}
      maxLength={maxLength}
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}

/** A day as the browser's date input gives it (YYYY-MM-DD); emptied, null. */
export function ItemDate({
  frame,
  placeholder,
  value,
  onChange,
}: Omit<TextProps, 'maxLength' | 'onChange'> & { onChange: (v: string | null) => void }) {
  return (
    <TextInput
      {...frame}
      type="date"
      placeholder={placeholder}
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange(e.currentTarget.value || null)}
      maw={260}
    />
  );
}

/** A checkbox carries its label beside it, with the required mark drawn (not read: `required` says it). */
export function ItemCheckbox({ frame, checked, onChange }: { frame: ItemFrame; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Checkbox
      label={
        <>
          {frame.label}
          {frame.required ? (
            <span aria-hidden style={{ color: 'var(--mantine-color-error)' }}>
              {' *'}
            </span>
          ) : null}
        </>
      }
      required={frame.required}
      error={frame.error}
      checked={checked}
      onChange={(e) => onChange(e.currentTarget.checked)}
    />
  );
}

export function ItemRadio({
  frame,
  value,
  options,
  onChange,
}: {
  frame: ItemFrame;
  value: string | null;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <Radio.Group {...frame} value={value} onChange={onChange}>
      <Stack gap="xs" mt="xs">
        {options.map((o) => (
          <Radio key={o.value} value={o.value} label={o.label} />
        ))}
      </Stack>
    </Radio.Group>
  );
}

/** A chosen file as a base64 data URL, the form the server stores it in. */
export const readAsDataUrl = (file: File): Promise<string> =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
