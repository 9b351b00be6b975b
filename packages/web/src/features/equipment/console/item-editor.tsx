import { adminItemBodySchema, type AdminItem, type AdminItemInput } from '@club/domain/equipment/equipment.schemas';
import {
  Alert,
  Button,
  Checkbox,
  FileInput,
  Group,
  Image,
  Modal,
  NumberInput,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readAsDataUrl } from '../../account';
import { uploadCover, useSaveItem } from './equipment-console-api';

interface SizeRow {
  size: string;
  price: string;
  stock: number | string;
}

const euros = (n: number | null | undefined) => (n == null ? '' : n.toFixed(2).replace('.', ','));
/** Empty is "no limit"; anything else goes to the schema as typed (−4 or 2.5 are refused, never turned into 0). */
const stockOf = (v: number | string): number | null => (v === '' || v === null ? null : typeof v === 'number' ? v : Number.NaN);

type FieldErrors = Record<string, string>;

/**
 * The server's schema checks the form before it is sent, and each refused field gets its own
 * message (a name, the price, a size's stock...) instead of one message for the whole form.
 */
function fieldErrorsOf(body: AdminItemInput, t: (k: string) => string): FieldErrors {
  const parsed = adminItemBodySchema.safeParse(body);
  if (parsed.success) return {};
  const out: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const [head, index, leaf] = issue.path.map(String);
    const key =
      head === 'sizes' && index !== undefined ? `sizes.${index}.${leaf ?? 'size'}` : head === 'sizes' ? 'sizes' : (head ?? 'form');
    const word =
      head === 'item_name'
        ? 'nameEs'
        : head === 'item_name_eus'
          ? 'nameEus'
          : head === 'price' || leaf === 'price_base'
            ? 'price'
            : head === 'stock' || leaf === 'stock'
              ? 'stock'
              : head === 'sizes' && index === undefined
                ? 'sizeTwice'
                : head === 'sizes'
                  ? 'size'
                  : 'fix';
    out[key] ??= t(`editor.errors.${word}`);
  }
  return out;
}

/** The office's item form (new or edit): names and descriptions es/eus, price, cover, sizes with price and stock, hidden. */
export function ItemEditor({ item, onClose }: { item: AdminItem | 'new'; onClose: () => void }) {
  const { t } = useTranslation('equipment-console');
  const editing = item === 'new' ? null : item;
  const [nameEs, setNameEs] = useState(editing?.item_name ?? '');
  const [nameEus, setNameEus] = useState(editing?.item_name_eus ?? '');
  const [descEs, setDescEs] = useState(editing?.item_description ?? '');
  const [descEus, setDescEus] = useState(editing?.item_description_eus ?? '');
  const [price, setPrice] = useState(euros(editing?.price));
  const [cover, setCover] = useState<{ id: number; path: string } | null>(
    editing && editing.coverid !== -1 ? { id: editing.coverid, path: editing.cover.path } : null,
  );
  const [sizes, setSizes] = useState<SizeRow[]>(
    editing?.sizes.map((s) => ({ size: s.size, price: euros(s.price_base), stock: s.stock ?? '' })) ?? [],
  );
  const [stock, setStock] = useState<number | string>(editing?.stock ?? '');
  const [hidden, setHidden] = useState(editing?.hidden === 1);
  const [problem, setProblem] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [uploading, setUploading] = useState(false);
  const save = useSaveItem();

  async function pickCover(file: File | null) {
    if (!file) return setCover(null);
    setUploading(true);
    setProblem(null);
    try {
      setCover(await uploadCover(file.name, await readAsDataUrl(file)));
    } catch {
      setProblem(t('editor.coverFailed'));
    } finally {
      setUploading(false);
    }
  }

  async function submit() {
    setProblem(null);
    const body: AdminItemInput = {
      item_name: nameEs,
      item_name_eus: nameEus,
      item_description: descEs,
      item_description_eus: descEus,
      price,
      coverid: cover?.id ?? -1,
      sizes: sizes.map((s) => ({ size: s.size, price_base: s.price.trim() ? s.price : null, stock: stockOf(s.stock) })),
      stock: sizes.length ? null : stockOf(stock),
      hidden: hidden ? 1 : 0,
    };
    const found = fieldErrorsOf(body, t);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setProblem(found.sizes ?? t('editor.errors.fix'));
      return;
    }
    try {
      await save.mutateAsync({ id: editing?.id ?? null, body });
      onClose();
    } catch {
      setProblem(t('editor.saveFailed'));
    }
  }

  const setSize = (i: number, patch: Partial<SizeRow>) => setSizes(sizes.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  return (
    <Modal
      opened
      onClose={onClose}
      title={editing ? t('editor.editTitle') : t('editor.newTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('editor.close') }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('editor.nameEs')}
          required
          value={nameEs}
          error={errors.item_name}
          onChange={(e) => setNameEs(e.currentTarget.value)}
        />
        <TextInput
          label={t('editor.nameEus')}
          required
          value={nameEus}
          error={errors.item_name_eus}
          onChange={(e) => setNameEus(e.currentTarget.value)}
        />
        <Textarea label={t('editor.descEs')} autosize minRows={2} value={descEs} onChange={(e) => setDescEs(e.currentTarget.value)} />
        <Textarea label={t('editor.descEus')} autosize minRows={2} value={descEus} onChange={(e) => setDescEus(e.currentTarget.value)} />
        <TextInput
          label={t('editor.price')}
          description={t('editor.priceHelp')}
          required
          value={price}
          error={errors.price}
          onChange={(e) => setPrice(e.currentTarget.value)}
          inputMode="decimal"
        />
        <FileInput
          label={t('editor.cover')}
          description={t('editor.coverHelp')}
          accept="image/jpeg,image/png,image/webp"
          clearable
          clearButtonProps={{ 'aria-label': t('editor.clearCover') }}
          onChange={(f) => void pickCover(f)}
          disabled={uploading}
        />
        {cover ? <Image src={cover.path} alt={t('editor.coverPreview')} h={120} w="auto" fit="contain" /> : null}
        <Title order={3} size="h5">
          {t('editor.sizes')}
        </Title>
        {sizes.length === 0 ? (
          <>
            <Text size="sm" c="gray.7">
              {t('editor.noSizes')}
            </Text>
            <NumberInput
              label={t('editor.stock')}
              description={t('editor.stockHelp')}
              min={0}
              // Never clamp: −4 was once saved as 0; the field says what is wrong instead.
              clampBehavior="none"
              value={stock}
              error={errors.stock}
              onChange={setStock}
            />
          </>
        ) : (
          sizes.map((s, i) => (
            <Group key={i} align="flex-end" gap="xs" wrap="wrap">
              <TextInput
                label={t('editor.size', { n: i + 1 })}
                required
                w={90}
                value={s.size}
                error={errors[`sizes.${i}.size`]}
                onChange={(e) => setSize(i, { size: e.currentTarget.value })}
              />
              <TextInput
                label={t('editor.sizePrice', { n: i + 1 })}
                w={130}
                value={s.price}
                error={errors[`sizes.${i}.price_base`]}
                onChange={(e) => setSize(i, { price: e.currentTarget.value })}
                inputMode="decimal"
              />
              <NumberInput
                label={t('editor.sizeStock', { n: i + 1 })}
                w={110}
                min={0}
                clampBehavior="none"
                value={s.stock}
                error={errors[`sizes.${i}.stock`]}
                onChange={(v) => setSize(i, { stock: v })}
              />
              <Button
                variant="subtle"
                color="red"
                onClick={() => setSizes(sizes.filter((_, j) => j !== i))}
                aria-label={t('editor.removeSize', { n: i + 1 })}
              >
                {t('editor.remove')}
              </Button>
            </Group>
          ))
        )}
        <Group>
          <Button variant="default" onClick={() => setSizes([...sizes, { size: '', price: '', stock: '' }])}>
            {t('editor.addSize')}
          </Button>
        </Group>
        <Checkbox label={t('editor.hidden')} checked={hidden} onChange={(e) => setHidden(e.currentTarget.checked)} />
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('editor.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={save.isPending} disabled={uploading}>
            {t('editor.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
