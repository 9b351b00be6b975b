import { SimpleGrid, TextInput } from '@mantine/core';
import { LANGS, type Lang } from './course-draft';

/** One text in Spanish, Basque and English, side by side. */
export function LangInputs({
  label,
  values,
  onChange,
  error,
  required = [],
}: {
  label: (lang: Lang) => string;
  values: Record<Lang, string>;
  onChange: (lang: Lang, value: string) => void;
  error?: (lang: Lang) => string | undefined;
  required?: Lang[];
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs">
      {LANGS.map((lang) => (
        <TextInput
          key={lang}
          label={label(lang)}
          value={values[lang]}
          onChange={(e) => onChange(lang, e.currentTarget.value)}
          error={error?.(lang)}
          required={required.includes(lang)}
        />
      ))}
    </SimpleGrid>
  );
}
