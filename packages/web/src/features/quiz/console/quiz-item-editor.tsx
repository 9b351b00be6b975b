import { QUIZ_ITEM_TYPES, type QuizItemType } from '@club/domain/quiz/quiz.rules';
import { ActionIcon, Button, Checkbox, Fieldset, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConsoleSelect } from '../../../components/console/console-select';

export const LANGS = ['es', 'eus', 'en'] as const;
type Lang = (typeof LANGS)[number];

export interface ChildDraft {
  key: string;
  value: string;
  label_es: string;
  label_eus: string;
  label_en: string;
}

export interface ItemDraft {
  /** React key (stable while the item moves). */
  key: string;
  /** The stored item's id; absent for a new one. */
  id?: number;
  /** Answers the item has: then it cannot be removed nor change type. */
  answers: number;
  type: QuizItemType;
  required: boolean;
  label_es: string;
  label_eus: string;
  label_en: string;
  placeholder_es: string;
  placeholder_eus: string;
  placeholder_en: string;
  children: ChildDraft[];
}

let keys = 0;
export const newKey = () => `k${(keys += 1)}`;

/** An option value no other option of the item has (answers store it, so it never changes once saved). */
export function newChild(existing: ChildDraft[]): ChildDraft {
  const taken = new Set(existing.map((c) => c.value));
  let n = existing.length + 1;
  while (taken.has(`opcion-${n}`)) n += 1;
  return { key: newKey(), value: `opcion-${n}`, label_es: '', label_eus: '', label_en: '' };
}

/** A new radio item starts with two empty options (it needs two at least). */
function twoOptions(): ChildDraft[] {
  const first = newChild([]);
  return [first, newChild([first])];
}

export const newItem = (type: QuizItemType = 'text'): ItemDraft => ({
  key: newKey(),
  answers: 0,
  type,
  required: false,
  label_es: '',
  label_eus: '',
  label_en: '',
  placeholder_es: '',
  placeholder_eus: '',
  placeholder_en: '',
  children: type === 'radio' ? twoOptions() : [],
});

const HAS_PLACEHOLDER: QuizItemType[] = ['text', 'textarea', 'date'];

interface Props {
  item: ItemDraft;
  index: number;
  count: number;
  errors: Record<string, string>;
  onChange: (item: ItemDraft) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** One item of the quiz builder: its type, whether required, its texts in es/eus/en and a radio item's options. */
export function QuizItemEditor({ item, index, count, errors, onChange, onMove, onRemove }: Props) {
  const { t } = useTranslation(['quiz-console', 'console']);
  const n = index + 1;
  const err = (path: string) => errors[`items.${index}.${path}`];
  const set = (patch: Partial<ItemDraft>) => onChange({ ...item, ...patch });
  const setChild = (i: number, patch: Partial<ChildDraft>) =>
    set({ children: item.children.map((c, j) => (j === i ? { ...c, ...patch } : c)) });
  const isLocked = item.answers > 0;
  const langLabel = (l: Lang) => t(`console:lang.${l}`);

  return (
    <Fieldset legend={t('builder.item', { n })}>
      <Stack gap="sm">
        <Group align="flex-end" wrap="wrap">
          <ConsoleSelect
            label={t('builder.type', { n })}
            value={item.type}
            disabled={isLocked}
            data={QUIZ_ITEM_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
            onChange={(e) => {
              const type = e.currentTarget.value as QuizItemType;
              set({ type, children: type === 'radio' ? (item.children.length ? item.children : twoOptions()) : [] });
            }}
          />
          <Checkbox
            label={t('builder.required', { n })}
            checked={item.required}
            onChange={(e) => set({ required: e.currentTarget.checked })}
            mb={8}
          />
          <Group gap="xs" ml="auto">
            <Button
              size="xs"
              variant="default"
              disabled={index === 0}
              onClick={() => onMove(index - 1)}
              aria-label={t('builder.upOf', { n })}
            >
              {t('builder.up')}
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={index === count - 1}
              onClick={() => onMove(index + 1)}
              aria-label={t('builder.downOf', { n })}
            >
              {t('builder.down')}
            </Button>
            <Button size="xs" variant="default" disabled={isLocked} onClick={onRemove} aria-label={t('builder.removeOf', { n })}>
              {t('builder.remove')}
            </Button>
          </Group>
        </Group>
        {isLocked && (
          <Text size="sm" c="gray.7">
            {t('builder.locked', { count: item.answers })}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          {LANGS.map((l) => (
            <TextInput
              key={l}
              label={t('builder.label', { n, lang: langLabel(l) })}
              required={l === 'es'}
              value={item[`label_${l}`]}
              onChange={(e) => set({ [`label_${l}`]: e.currentTarget.value })}
              error={err(`label_${l}`)}
            />
          ))}
        </SimpleGrid>
        {HAS_PLACEHOLDER.includes(item.type) && (
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            {LANGS.map((l) => (
              <TextInput
                key={l}
                label={t('builder.placeholder', { n, lang: langLabel(l) })}
                value={item[`placeholder_${l}`]}
                onChange={(e) => set({ [`placeholder_${l}`]: e.currentTarget.value })}
                error={err(`placeholder_${l}`)}
              />
            ))}
          </SimpleGrid>
        )}
        {item.type === 'radio' && (
          <Fieldset legend={t('builder.options', { n })} variant="unstyled">
            <Stack gap="xs">
              {item.children.map((c, i) => (
                <Group key={c.key} align="flex-end" wrap="nowrap" gap="xs">
                  <SimpleGrid cols={{ base: 1, md: 3 }} style={{ flex: 1 }}>
                    {LANGS.map((l) => (
                      <TextInput
                        key={l}
                        label={t('builder.option', { n, i: i + 1, lang: langLabel(l) })}
                        required={l === 'es'}
                        value={c[`label_${l}`]}
                        onChange={(e) => setChild(i, { [`label_${l}`]: e.currentTarget.value })}
                        error={err(`children.${i}.label_${l}`)}
                      />
                    ))}
                  </SimpleGrid>
                  <ActionIcon
                    variant="default"
                    size="lg"
                    aria-label={t('builder.removeOption', { n, i: i + 1 })}
                    onClick={() => set({ children: item.children.filter((_, j) => j !== i) })}
                  >
                    <span aria-hidden>×</span>
                  </ActionIcon>
                </Group>
              ))}
              {err('children') && (
                <Text size="sm" c="red.8">
                  {err('children')}
                </Text>
              )}
              <Button
                size="xs"
                variant="light"
                w="fit-content"
                onClick={() => set({ children: [...item.children, newChild(item.children)] })}
              >
                {t('builder.addOption', { n })}
              </Button>
            </Stack>
          </Fieldset>
        )}
      </Stack>
    </Fieldset>
  );
}
