import { asksRefund } from '@club/domain/activities/enrol.schemas';
import { scheduleInWords } from '@club/domain/activities/words.rules';
import { poolName } from '@club/domain/shared/pools';
import type { AdminSeason, AdminSeasonSignup, LotteryReply } from '@club/domain/seasons/seasons.schemas';
import { Alert, Badge, Button, Group, NativeSelect, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { OfficeError, saveBlob, useOfficeMutation } from '../../../components/console/console-api';
import { PageHeader, formatEuros } from '../../../components/console/page-header';
import { StatusChangeDialog } from '../../../components/console/status-change-dialog';
import { PageLoader } from '../../../components/page-loader';
import { esOrEus } from '../../content';
import { levelText, pageLanguage } from '../components/level-text';
import {
  moveSignup,
  officeLotteryQuery,
  officeSeasonQuery,
  officeSeasonSignupsQuery,
  previewLottery,
  publishLottery,
  setLeveledPayment,
  setSignupStatus,
} from './seasons-console-api';

type Groups = Map<string, { level: number; text: string }>;
type Variant = AdminSeason['levels'][number]['variants'][number];

/**
 * A group in words, in the reader's language: "Fadura · lunes y miércoles, 17:00-18:00". The days
 * are part of every label: two groups of one pool and hour (Mon/Wed and Tue/Thu) are told apart
 * only by them.
 */
const groupLabel = (v: Pick<Variant, 'poolID' | 'selected_days' | 'schedule'>, lang: string): string =>
  [poolName(v.poolID), scheduleInWords(v.selected_days, v.schedule, pageLanguage(lang), { midSentence: true })].filter(Boolean).join(' · ');

const groupsOf = (s: AdminSeason, lang: string): Groups =>
  new Map(
    s.levels.flatMap((l) =>
      l.variants.map((v) => [v.uuid, { level: l.id, text: `${levelText(l, lang, 'title')} · ${groupLabel(v, lang)}` }] as const),
    ),
  );

/** /gestion/temporadas/{id}: levels and groups, the signups with moves, status and leveled payments, the lottery and its record, the XLSX export. */
export default function SeasonView() {
  const id = Number(useParams().id);
  const { t, i18n } = useTranslation('seasons-console');
  const season = useQuery(officeSeasonQuery(id));
  const signups = useQuery(officeSeasonSignupsQuery(id));
  if (!season.data || !signups.data) return <PageLoader />;
  const groups = groupsOf(season.data, i18n.language);
  return (
    <>
      <PageHeader title={esOrEus(pageLanguage(i18n.language), season.data.name, season.data.name_eus)}>
        <Button component={Link} to={`/gestion/temporadas/${id}/editar`} variant="default">
          {t('editor.edit')}
        </Button>
        <Button variant="default" onClick={() => void exportXlsx(season.data, signups.data, groups, t)}>
          {t('signups.export')}
        </Button>
      </PageHeader>
      <Stack gap="xl">
        <Levels season={season.data} />
        <Lottery id={id} season={season.data} signups={signups.data} />
        <Signups id={id} season={season.data} signups={signups.data} groups={groups} />
      </Stack>
    </>
  );
}

function Levels({ season }: { season: AdminSeason }) {
  const { t, i18n } = useTranslation('seasons-console');
  return (
    <section aria-labelledby="levels-title">
      <Title order={2} size="h3" id="levels-title" mb="xs">
        {t('levels.title')}
      </Title>
      <Table.ScrollContainer minWidth={560}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('levels.level')}</Table.Th>
              <Table.Th scope="col">{t('levels.group')}</Table.Th>
              <Table.Th scope="col">{t('levels.seats')}</Table.Th>
              <Table.Th scope="col">{t('levels.price')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {season.levels.flatMap((l) =>
              (l.variants.length ? l.variants : [null]).map((v, i) => (
                <Table.Tr key={`${l.id}-${v?.uuid ?? i}`}>
                  <Table.Td>
                    {l.id} · {levelText(l, i18n.language, 'title')}
                    {l.variant_requires_priority ? (
                      <Badge ml="xs" color="blue.9" tt="none">
                        {t('levels.priority')}
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{v ? groupLabel(v, i18n.language) : t('levels.noGroup')}</Table.Td>
                  <Table.Td>{v ? `${v.seats} / ${v.max_seating}` : ''}</Table.Td>
                  <Table.Td>{v ? formatEuros(v.price, i18n.language) : ''}</Table.Td>
                </Table.Tr>
              )),
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}

function Lottery({ id, season, signups }: { id: number; season: AdminSeason; signups: AdminSeasonSignup[] }) {
  const { t, i18n } = useTranslation('seasons-console');
  const record = useQuery(officeLotteryQuery(id));
  const [seed, setSeed] = useState('');
  const [preview, setPreview] = useState<LotteryReply | null>(null);
  const [error, setError] = useState<string | null>(null);
  const publish = useOfficeMutation((s: string) => publishLottery(id, s), [['office', 'seasons', id]]);
  const shown = record.data ?? preview;
  const nameOf = (ticket: number) => {
    const s = signups.find((x) => x.ticketID === ticket);
    return s ? `${s.first_name} ${s.last_name}` : String(ticket);
  };
  const groups = groupsOf(season, i18n.language);
  const run = async (kind: 'preview' | 'publish') => {
    setError(null);
    try {
      if (kind === 'preview') setPreview(await previewLottery(id, seed));
      else {
        await publish.mutateAsync(seed);
        setPreview(null);
      }
    } catch (e) {
      setError(e instanceof OfficeError && e.code === 1 ? t('lottery.already') : t('lottery.failed'));
    }
  };
  return (
    <section aria-labelledby="lottery-title">
      <Title order={2} size="h3" id="lottery-title" mb="xs">
        {t('lottery.title')}
      </Title>
      {record.data ? (
        <Alert color="teal" variant="light" mb="sm">
          {t('lottery.published', { seed: record.data.seed, at: record.data.published_at.slice(0, 16).replace('T', ' ') })}
        </Alert>
      ) : (
        <Group align="flex-end" mb="sm">
          <TextInput label={t('lottery.seed')} value={seed} onChange={(e) => setSeed(e.currentTarget.value)} maxLength={64} />
          <Button variant="default" disabled={!seed} onClick={() => void run('preview')}>
            {t('lottery.preview')}
          </Button>
          <Button disabled={!seed || !preview || preview.seed !== seed} loading={publish.isPending} onClick={() => void run('publish')}>
            {t('lottery.publish')}
          </Button>
        </Group>
      )}
      {error ? (
        <Alert color="red" role="alert" mb="sm">
          {error}
        </Alert>
      ) : null}
      {shown ? (
        <Table.ScrollContainer minWidth={480}>
          <Table striped aria-label={t('lottery.order')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">#</Table.Th>
                <Table.Th scope="col">{t('signups.person')}</Table.Th>
                <Table.Th scope="col">{t('lottery.placement')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.placements.map((p, i) => (
                <Table.Tr key={p.ticketID}>
                  <Table.Td>{i + 1}</Table.Td>
                  <Table.Td>{nameOf(p.ticketID)}</Table.Td>
                  <Table.Td>
                    {p.uuid ? t('lottery.placed', { group: groups.get(p.uuid)?.text ?? p.uuid, rank: p.rank }) : t('lottery.unplaced')}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Text size="sm" c="gray.7">
          {t('lottery.help')}
        </Text>
      )}
    </section>
  );
}

function Signups({ id, season, signups, groups }: { id: number; season: AdminSeason; signups: AdminSeasonSignup[]; groups: Groups }) {
  const { t, i18n } = useTranslation('seasons-console');
  const [level, setLevel] = useState('');
  const [error, setError] = useState<string | null>(null);
  const refresh = [['office', 'seasons', id]];
  const move = useOfficeMutation((v: { ticket: number; uuid: string }) => moveSignup(v.ticket, v.uuid), refresh);
  const pay = useOfficeMutation((v: { ticket: number; status: 0 | 1 | 2 }) => setLeveledPayment(v.ticket, v.status), refresh);
  const status = useOfficeMutation(
    (v: { ticket: number; status: number; refund?: number }) => setSignupStatus(v.ticket, v.status, v.refund),
    refresh,
  );
  // A status change is confirmed first; abandoning a paid signup asks about the refund (issue 20, point 9).
  const [asked, setAsked] = useState<{ signup: AdminSeasonSignup; status: number } | null>(null);
  const act = async (p: Promise<unknown>) => {
    setError(null);
    try {
      await p;
    } catch (e) {
      setError(e instanceof OfficeError && e.code === 2 ? t('signups.full') : t('signups.failed'));
    }
  };
  const rows = signups.filter((s) => !level || String(s.level_id) === level);
  return (
    <section aria-labelledby="signups-title">
      <Title order={2} size="h3" id="signups-title" mb="xs">
        {t('signups.title')}
      </Title>
      <NativeSelect
        label={t('signups.filter')}
        value={level}
        onChange={(e) => setLevel(e.currentTarget.value)}
        data={[
          { value: '', label: t('signups.all') },
          ...season.levels.map((l) => ({ value: String(l.id), label: `${l.id} · ${levelText(l, i18n.language, 'title')}` })),
        ]}
        maw={320}
        mb="sm"
      />
      {asked ? (
        <StatusChangeDialog
          key={`${asked.signup.ticketID}-${asked.status}`}
          name={`${asked.signup.first_name} ${asked.signup.last_name}`}
          from={t(`status.${asked.signup.status}`)}
          to={t(`status.${asked.status}`)}
          paid={asksRefund(asked.signup, asked.status) ? asked.signup.payment_price : null}
          busy={status.isPending}
          onCancel={() => setAsked(null)}
          onConfirm={(refund) => {
            const { signup, status: to } = asked;
            setAsked(null);
            void act(status.mutateAsync({ ticket: signup.ticketID, status: to, refund }));
          }}
        />
      ) : null}
      {error ? (
        <Alert color="red" role="alert" mb="sm">
          {error}
        </Alert>
      ) : null}
      <Table.ScrollContainer minWidth={900}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('signups.ticket')}</Table.Th>
              <Table.Th scope="col">{t('signups.person')}</Table.Th>
              <Table.Th scope="col">{t('signups.group')}</Table.Th>
              <Table.Th scope="col">{t('signups.status')}</Table.Th>
              <Table.Th scope="col">{t('signups.payment')}</Table.Th>
              <Table.Th scope="col">{t('signups.imageUse')}</Table.Th>
              <Table.Th scope="col">{t('signups.move')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((s) => {
              const who = `${s.first_name} ${s.last_name}`;
              const held = s.uuid ?? s.waiting_uuid;
              const targets = [...groups.entries()].filter(([u, g]) => g.level === s.level_id && u !== s.uuid);
              return (
                <Table.Tr key={s.ticketID}>
                  <Table.Td>{s.ticketID}</Table.Td>
                  <Table.Td>
                    {who}
                    {s.ranking.length ? (
                      <Text size="xs" c="gray.7">
                        {t('signups.ranking', { list: s.ranking.map((r) => `${r.rank}. ${groups.get(r.uuid)?.text ?? ''}`).join(' · ') })}
                        {s.draw_position ? ` · ${t('signups.drawn', { position: s.draw_position })}` : ''}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{held ? groups.get(held)?.text : '—'}</Table.Td>
                  <Table.Td>
                    <NativeSelect
                      aria-label={t('signups.statusOf', { name: who })}
                      value={String(s.status)}
                      onChange={(e) => setAsked({ signup: s, status: Number(e.currentTarget.value) })}
                      data={[0, 1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: t(`status.${n}`) }))}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={4}>
                      <Badge color={s.payment_status === 1 ? 'teal.9' : s.payment_status === 2 ? 'red.9' : 'gray.8'} tt="none">
                        {t(`leveled.${[0, 1, 2].includes(s.payment_status) ? s.payment_status : 'other'}`, { code: s.payment_status })}
                      </Badge>
                      {s.payment_price > 0 && s.payment_status !== 1 ? (
                        <Group gap={4}>
                          <Button
                            size="compact-xs"
                            onClick={() => void act(pay.mutateAsync({ ticket: s.ticketID, status: 1 }))}
                            aria-label={t('signups.validateFor', { name: who })}
                          >
                            {t('signups.validate')}
                          </Button>
                          <Button
                            size="compact-xs"
                            color="red.9"
                            variant="outline"
                            onClick={() => void act(pay.mutateAsync({ ticket: s.ticketID, status: 2 }))}
                            aria-label={t('signups.rejectFor', { name: who })}
                          >
                            {t('signups.reject')}
                          </Button>
                        </Group>
                      ) : null}
                    </Stack>
                  </Table.Td>
                  {/* The swimmer's answer on the use of their images, as in a course's signups (issue 20, point 2). */}
                  <Table.Td>{s.image_use === 1 ? t('signups.yes') : t('signups.no')}</Table.Td>
                  <Table.Td>
                    {targets.length && s.status <= 3 ? (
                      <NativeSelect
                        aria-label={t('signups.moveOf', { name: who })}
                        value=""
                        onChange={(e) =>
                          e.currentTarget.value && void act(move.mutateAsync({ ticket: s.ticketID, uuid: e.currentTarget.value }))
                        }
                        data={[{ value: '', label: t('signups.moveTo') }, ...targets.map(([u, g]) => ({ value: u, label: g.text }))]}
                      />
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}

async function exportXlsx(
  season: AdminSeason,
  signups: AdminSeasonSignup[],
  groups: Groups,
  t: (k: string, o?: Record<string, unknown>) => string,
) {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const header = ['ticket', 'person', 'level', 'group', 'status', 'payment', 'price', 'ranking', 'draw', 'date', 'imageUse'].map((k) =>
    t(`export.${k}`),
  );
  const rows = signups.map((s) => [
    s.ticketID,
    `${s.first_name} ${s.last_name}`,
    s.level_id,
    groups.get(s.uuid ?? s.waiting_uuid ?? '')?.text ?? '',
    t(`status.${s.status}`),
    t(`leveled.${[0, 1, 2].includes(s.payment_status) ? s.payment_status : 'other'}`, { code: s.payment_status }),
    s.payment_price,
    s.ranking.map((r) => `${r.rank}. ${groups.get(r.uuid)?.text ?? ''}`).join(' · '),
    s.draw_position ?? '',
    s.signup_dt.slice(0, 10),
    s.image_use === 1 ? t('signups.yes') : t('signups.no'),
  ]);
  // Every text a string cell, never a formula (the project's XLSX rule).
  const cell = (v: string | number) => (typeof v === 'number' ? { type: Number, value: v } : { type: String, value: v });
  const data = [header.map((h) => ({ type: String, value: h, fontWeight: 'bold' as const })), ...rows.map((r) => r.map(cell))];
  const blob = await writeXlsxFile(data as never, { sheet: t('export.sheet') }).toBlob();
  saveBlob(blob, `${season.name.replace(/[^\w-]+/g, '-')}.xlsx`);
}
