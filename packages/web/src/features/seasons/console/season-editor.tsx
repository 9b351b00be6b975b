import { dayName } from '@club/domain/activities/labels';
import { LEVEL_IDS } from '@club/domain/seasons/eligibility.rules';
import type { AdminSeason, LevelBodyInput, SeasonBodyInput } from '@club/domain/seasons/seasons.schemas';
import { poolName } from '@club/domain/shared/pools';
import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { OfficeError } from '../../../components/console/console-api';
import { PageHeader } from '../../../components/console/page-header';
import { PageLoader } from '../../../components/page-loader';
import { ApiError } from '../../../lib/api';
import { pageLanguage } from '../components/level-text';
import { officeSeasonQuery, saveSeason } from './seasons-console-api';

/** A group as the form edits it: numbers as the office types them, the price as text ("38,50"). */
interface GroupDraft {
  key: string;
  uuid?: string;
  poolID: 1 | 2;
  selected_days: number[];
  schedule: string;
  max_seating: number | string;
  price: string;
  visibility: 0 | 1;
}
type LevelDraft = Omit<LevelBodyInput, 'variants'> & { id: number; variants: GroupDraft[] };
interface SeasonDraft {
  name: string;
  name_eus: string;
  date_begin: string;
  date_end: string;
  signup_end: string;
  levels: LevelDraft[];
}

let keys = 0;
const nextKey = () => `g${++keys}`;
const priceText = (n: number) => n.toFixed(2).replace('.', ',');

function draftOf(s: AdminSeason | null): SeasonDraft {
  if (!s) return { name: '', name_eus: '', date_begin: '', date_end: '', signup_end: '', levels: [] };
  return {
    name: s.name,
    name_eus: s.name_eus,
    date_begin: s.date_begin,
    date_end: s.date_end,
    signup_end: s.signup_end,
    levels: s.levels.map((l) => ({
      id: l.id,
      title_es: l.title_es,
      title_eus: l.title_eus,
      description_es: l.description_es,
      description_eus: l.description_eus,
      // The texts' HTML and the cover are kept as they are (edited with the content tools).
      content_es: l.content_es,
      content_eus: l.content_eus,
      coverID: l.coverID,
      age_min_months: l.age_min_months,
      age_max_months: l.age_max_months,
      requires_membership: l.requires_membership,
      allow_override_signupdate: l.allow_override_signupdate,
      variant_requires_priority: l.variant_requires_priority,
      variants: l.variants.map((v) => ({
        key: nextKey(),
        uuid: v.uuid,
        poolID: v.poolID === 2 ? 2 : 1,
        selected_days: [...v.selected_days],
        schedule: v.schedule,
        max_seating: v.max_seating,
        price: priceText(v.price),
        visibility: v.visibility,
      })),
    })),
  };
}

/** The body of POST/PUT /api/admin/seasons: the server checks every field again (400 otherwise). */
function bodyOf(d: SeasonDraft): SeasonBodyInput {
  return {
    ...d,
    levels: d.levels.map((l) => ({
      ...l,
      variants: l.variants.map(({ key: _key, max_seating, ...v }) => ({
        ...v,
        max_seating: typeof max_seating === 'number' ? max_seating : Number.NaN,
      })),
    })),
  } as SeasonBodyInput;
}

/**
 * /gestion/temporadas/nueva and /gestion/temporadas/{id}/editar (issue 16, "Seasons and levels"):
 * the season (name, begin, end, signup end), its levels with their rules (age bounds in months,
 * members only, signup date override, groups by lottery) and each level's groups (pool, days,
 * schedule, seats, monthly fee, visibility). Groups keep their uuid, so their signups stay. Saved
 * in one call, which the server audits; a refused field is named in the alert.
 */
export default function SeasonEditor() {
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const season = useQuery({ ...officeSeasonQuery(id ?? 0), enabled: id !== null });
  if (id !== null && !season.data) return <PageLoader />;
  return <EditorForm key={id ?? 'new'} id={id} initial={draftOf(season.data ?? null)} />;
}

function EditorForm({ id, initial }: { id: number | null; initial: SeasonDraft }) {
  const { t, i18n } = useTranslation('seasons-console');
  const lang = pageLanguage(i18n.language);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<SeasonDraft>(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const unused = LEVEL_IDS.filter((n) => !draft.levels.some((l) => l.id === n));
  const [newLevel, setNewLevel] = useState<number>(unused[0] ?? 0);

  const setLevel = (i: number, patch: Partial<LevelDraft>) =>
    setDraft((d) => ({ ...d, levels: d.levels.map((l, j) => (j === i ? { ...l, ...patch } : l)) }));
  const setGroup = (i: number, g: number, patch: Partial<GroupDraft>) =>
    setLevel(i, { variants: draft.levels[i]!.variants.map((v, k) => (k === g ? { ...v, ...patch } : v)) });

  const save = async () => {
    setProblem(null);
    setSaving(true);
    try {
      const saved = await saveSeason(id, bodyOf(draft));
      // The season's page and the list read the saved season, not what they cached before.
      await queryClient.invalidateQueries({ queryKey: ['office', 'seasons'] });
      void navigate(`/gestion/temporadas/${saved.id}`);
    } catch (e) {
      const ext = e instanceof ApiError ? (e.envelope?.ext ?? '') : e instanceof OfficeError ? (e.ext ?? '') : '';
      setProblem(ext ? t('editor.refusedField', { field: ext }) : t('editor.failed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <PageHeader title={id === null ? t('editor.newTitle') : t('editor.editTitle', { name: initial.name })} />
      <Stack gap="lg">
        <Paper withBorder p="md" radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('editor.name')}
              required
              value={draft.name}
              onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
            />
            <TextInput
              label={t('editor.nameEus')}
              lang="eu"
              value={draft.name_eus}
              onChange={(e) => setDraft({ ...draft, name_eus: e.currentTarget.value })}
            />
            <TextInput
              type="date"
              label={t('editor.begin')}
              required
              value={draft.date_begin}
              onChange={(e) => setDraft({ ...draft, date_begin: e.currentTarget.value })}
            />
            <TextInput
              type="date"
              label={t('editor.end')}
              required
              value={draft.date_end}
              onChange={(e) => setDraft({ ...draft, date_end: e.currentTarget.value })}
            />
            <TextInput
              type="date"
              label={t('editor.signupEnd')}
              required
              value={draft.signup_end}
              onChange={(e) => setDraft({ ...draft, signup_end: e.currentTarget.value })}
            />
          </SimpleGrid>
        </Paper>

        {draft.levels.map((l, i) => (
          <Fieldset key={l.id} legend={t('editor.levelLegend', { id: l.id, title: l.title_es })}>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('editor.titleEs')}
                  required
                  value={l.title_es}
                  onChange={(e) => setLevel(i, { title_es: e.currentTarget.value })}
                />
                <TextInput
                  label={t('editor.titleEus')}
                  value={l.title_eus ?? ''}
                  onChange={(e) => setLevel(i, { title_eus: e.currentTarget.value })}
                />
                <Textarea
                  label={t('editor.descriptionEs')}
                  autosize
                  minRows={2}
                  value={l.description_es ?? ''}
                  onChange={(e) => setLevel(i, { description_es: e.currentTarget.value })}
                />
                <Textarea
                  label={t('editor.descriptionEus')}
                  autosize
                  minRows={2}
                  value={l.description_eus ?? ''}
                  onChange={(e) => setLevel(i, { description_eus: e.currentTarget.value })}
                />
                <NumberInput
                  label={t('editor.ageMin')}
                  description={t('editor.ageHelp')}
                  min={0}
                  allowDecimal={false}
                  value={l.age_min_months ?? 0}
                  onChange={(v) => setLevel(i, { age_min_months: typeof v === 'number' ? v : 0 })}
                />
                <NumberInput
                  label={t('editor.ageMax')}
                  description={t('editor.ageHelp')}
                  min={0}
                  allowDecimal={false}
                  value={l.age_max_months ?? 0}
                  onChange={(v) => setLevel(i, { age_max_months: typeof v === 'number' ? v : 0 })}
                />
              </SimpleGrid>
              <Group gap="lg">
                <Checkbox
                  label={t('editor.membersOnly')}
                  checked={l.requires_membership === 1}
                  onChange={(e) => setLevel(i, { requires_membership: e.currentTarget.checked ? 1 : 0 })}
                />
                <Checkbox
                  label={t('editor.override')}
                  checked={l.allow_override_signupdate === 1}
                  onChange={(e) => setLevel(i, { allow_override_signupdate: e.currentTarget.checked ? 1 : 0 })}
                />
                <Checkbox
                  label={t('editor.priority')}
                  checked={l.variant_requires_priority === 1}
                  onChange={(e) => setLevel(i, { variant_requires_priority: e.currentTarget.checked ? 1 : 0 })}
                />
              </Group>
              <Title order={3} size="h5">
                {t('editor.groups')}
              </Title>
              {l.variants.length === 0 ? <Text size="sm">{t('editor.noGroups')}</Text> : null}
              {l.variants.map((v, g) => {
                const name = t('editor.groupN', { n: g + 1 });
                return (
                  <Paper key={v.key} withBorder p="sm" radius="sm" component="fieldset" aria-label={`${l.title_es} · ${name}`}>
                    <Text fw={600} size="sm" mb="xs" component="legend">
                      {name}
                    </Text>
                    <SimpleGrid cols={{ base: 1, sm: 3 }}>
                      <NativeSelect
                        label={t('editor.pool')}
                        value={String(v.poolID)}
                        data={[1, 2].map((p) => ({ value: String(p), label: poolName(p) }))}
                        onChange={(e) => setGroup(i, g, { poolID: e.currentTarget.value === '2' ? 2 : 1 })}
                      />
                      <TextInput
                        label={t('editor.schedule')}
                        placeholder="17:00-17:45"
                        value={v.schedule}
                        onChange={(e) => setGroup(i, g, { schedule: e.currentTarget.value })}
                      />
                      <NumberInput
                        label={t('editor.seats')}
                        min={0}
                        allowDecimal={false}
                        value={v.max_seating}
                        onChange={(n) => setGroup(i, g, { max_seating: n })}
                      />
                      <TextInput
                        label={t('editor.price')}
                        inputMode="decimal"
                        value={v.price}
                        onChange={(e) => setGroup(i, g, { price: e.currentTarget.value })}
                      />
                    </SimpleGrid>
                    <Checkbox.Group
                      mt="xs"
                      label={t('editor.days')}
                      value={v.selected_days.map(String)}
                      onChange={(values) => setGroup(i, g, { selected_days: values.map(Number).sort((a, b) => a - b) })}
                    >
                      <Group gap="sm" mt={4}>
                        {[0, 1, 2, 3, 4, 5, 6].map((d) => (
                          <Checkbox key={d} value={String(d)} label={dayName(d, lang)} />
                        ))}
                      </Group>
                    </Checkbox.Group>
                    <Group justify="space-between" mt="xs">
                      <Checkbox
                        label={t('editor.visible')}
                        checked={v.visibility === 1}
                        onChange={(e) => setGroup(i, g, { visibility: e.currentTarget.checked ? 1 : 0 })}
                      />
                      {v.uuid ? null : (
                        <Button
                          variant="subtle"
                          // Plain "red": the subtle variant's text is then the theme's light-variant
                          // red (red 9, 6.1:1 on white); "red.9" gave Mantine's red 6 text (3.3:1).
                          color="red"
                          size="xs"
                          onClick={() => setLevel(i, { variants: l.variants.filter((_, k) => k !== g) })}
                        >
                          {t('editor.removeGroup', { name })}
                        </Button>
                      )}
                    </Group>
                  </Paper>
                );
              })}
              <Group>
                <Button
                  variant="default"
                  size="sm"
                  onClick={() =>
                    setLevel(i, {
                      variants: [
                        ...l.variants,
                        { key: nextKey(), poolID: 1, selected_days: [], schedule: '', max_seating: 10, price: '0,00', visibility: 1 },
                      ],
                    })
                  }
                >
                  {t('editor.addGroup', { title: l.title_es })}
                </Button>
              </Group>
            </Stack>
          </Fieldset>
        ))}

        {unused.length > 0 ? (
          <Group align="flex-end">
            <NativeSelect
              label={t('editor.newLevel')}
              value={String(newLevel)}
              data={unused.map((n) => ({ value: String(n), label: String(n) }))}
              onChange={(e) => setNewLevel(Number(e.currentTarget.value))}
            />
            <Button
              variant="default"
              onClick={() => {
                const n = unused.includes(newLevel as (typeof unused)[number]) ? newLevel : unused[0]!;
                setDraft({ ...draft, levels: [...draft.levels, { id: n, title_es: '', title_eus: '', variants: [] }] });
                setNewLevel(unused.find((u) => u !== n) ?? 0);
              }}
            >
              {t('editor.addLevel')}
            </Button>
          </Group>
        ) : null}

        {problem ? (
          <Alert color="red" role="alert" title={t('editor.notSaved')}>
            {problem}
          </Alert>
        ) : null}
        <Group>
          <Button onClick={() => void save()} loading={saving}>
            {t('editor.save')}
          </Button>
          <Button variant="default" onClick={() => void navigate(id === null ? '/gestion/temporadas' : `/gestion/temporadas/${id}`)}>
            {t('editor.cancel')}
          </Button>
        </Group>
      </Stack>
    </>
  );
}
