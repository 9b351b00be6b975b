import type {
  CancellationRow,
  MembershipRow,
  RegistryPreviewReply,
  RegistryImportReply,
  RegistryRow,
} from '@club/domain/membership/membership.admin.schemas';
import { Alert, Button, FileButton, Group, Modal, Select, Stack, Switch, Tabs, Text, Textarea, TextInput } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REJECT_REASON_MAX } from '@club/domain/admin/reject.schemas';
import { MEMBERSHIP_OFFICE_CODE } from '@club/domain/membership/membership.admin.schemas';
import {
  OfficeError,
  officeErrorText,
  officeGet,
  officeSend,
  useOfficeMutation,
  type Paged,
} from '../../../components/console/console-api';
import { ConfirmDialog } from '../../../components/console/confirm-dialog';
import { ServerTable } from '../../../components/console/data-table';
import { PageHeader } from '../../../components/console/page-header';
import { RejectDialog } from '../../../components/console/reject-dialog';
import { formatEuros } from '../../../lib/money';

const TABS = ['registry', 'applications', 'cancellations'] as const;

/** /gestion/socios: the member registry, the applications to validate and the requests to leave (issue 17). */
export default function MembershipConsole() {
  const { t } = useTranslation('membership-console');
  const [tab, setTab] = useState<string | null>('registry');
  return (
    <>
      <PageHeader title={t('heading')} />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          {TABS.map((k) => (
            <Tabs.Tab key={k} value={k}>
              {t(`tabs.${k}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="registry">
          <Registry />
        </Tabs.Panel>
        <Tabs.Panel value="applications">
          <Applications />
        </Tabs.Panel>
        <Tabs.Panel value="cancellations">
          <Cancellations />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

const registryColumn = createColumnHelper<RegistryRow>();
type RegistryForm = { member_id: string; family_id: string; first_name: string; last_name: string; active: boolean };
const EMPTY: RegistryForm = { member_id: '', family_id: '', first_name: '', last_name: '', active: true };

function Registry() {
  const { t } = useTranslation('membership-console');
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [active, setActive] = useState<string>('all');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ form: RegistryForm; isNew: boolean } | null>(null);
  const [importing, setImporting] = useState(false);
  const query = useQuery({
    queryKey: ['console', 'member-registry', q, active, page],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => officeGet<Paged<RegistryRow>>('/api/admin/member-registry', { q, active, page }, signal),
  });
  const columns = useMemo(
    () => [
      registryColumn.accessor((r) => String(r.member_id).padStart(5, '0'), { id: 'member_id', header: t('registry.memberId') }),
      registryColumn.accessor((r) => String(r.family_id).padStart(2, '0'), { id: 'family_id', header: t('registry.familyId') }),
      registryColumn.accessor((r) => `${r.first_name} ${r.last_name}`, { id: 'name', header: t('registry.name') }),
      registryColumn.accessor((r) => (r.active ? t('registry.yes') : t('registry.no')), { id: 'active', header: t('registry.active') }),
      registryColumn.accessor((r) => r.linked_name ?? '—', { id: 'linked', header: t('registry.linked') }),
      registryColumn.display({
        id: 'actions',
        header: t('registry.actions'),
        cell: ({ row }) => (
          <Button
            size="xs"
            variant="light"
            aria-label={t('registry.editOf', { number: String(row.original.member_id).padStart(5, '0') })}
            onClick={() =>
              setEditing({
                isNew: false,
                form: {
                  member_id: String(row.original.member_id).padStart(5, '0'),
                  family_id: String(row.original.family_id).padStart(2, '0'),
                  first_name: row.original.first_name,
                  last_name: row.original.last_name,
                  active: row.original.active === 1,
                },
              })
            }
          >
            {t('registry.edit')}
          </Button>
        ),
      }),
    ],
    [t],
  );
  return (
    <Stack gap="md">
      <Group>
        <Button onClick={() => setImporting(true)}>{t('import.open')}</Button>
        <Button variant="light" onClick={() => setEditing({ isNew: true, form: EMPTY })}>
          {t('registry.add')}
        </Button>
      </Group>
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setQ(text.trim());
          setPage(1);
        }}
      >
        <Group align="flex-end">
          <TextInput label={t('registry.search')} value={text} onChange={(e) => setText(e.currentTarget.value)} w={280} />
          <Select
            label={t('registry.filter')}
            value={active}
            onChange={(v) => {
              setActive(v ?? 'all');
              setPage(1);
            }}
            data={[
              { value: 'all', label: t('registry.all') },
              { value: '1', label: t('registry.onlyActive') },
              { value: '0', label: t('registry.onlyInactive') },
            ]}
            w={200}
            allowDeselect={false}
          />
          <Button type="submit">{t('registry.searchButton')}</Button>
        </Group>
      </form>
      <ServerTable
        caption={t('tabs.registry')}
        query={query}
        columns={columns}
        rowKey={(r) => String(r.member_id)}
        page={page}
        onPage={setPage}
      />
      {editing ? <RegistryEditor initial={editing.form} isNew={editing.isNew} onClose={() => setEditing(null)} /> : null}
      {importing ? <RegistryImport onClose={() => setImporting(false)} /> : null}
    </Stack>
  );
}

function RegistryEditor({ initial, isNew, onClose }: { initial: RegistryForm; isNew: boolean; onClose: () => void }) {
  const { t } = useTranslation('membership-console');
  const [form, setForm] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useOfficeMutation(
    (f: RegistryForm) => {
      const body = { family_id: f.family_id, first_name: f.first_name, last_name: f.last_name, active: f.active ? 1 : 0 };
      return isNew
        ? officeSend('post', '/api/admin/member-registry', { ...body, member_id: f.member_id })
        : officeSend('put', `/api/admin/member-registry/${Number(f.member_id)}`, body);
    },
    [['console', 'member-registry']],
  );
  const set = (k: keyof RegistryForm) => (e: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [k]: e.currentTarget.value });
  return (
    <Modal opened onClose={onClose} title={isNew ? t('registry.add') : t('registry.edit')} closeButtonProps={{ 'aria-label': t('close') }}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setProblem(null);
          save.mutate(form, {
            onSuccess: onClose,
            onError: (err) => setProblem(err instanceof OfficeError && err.code === 1 ? t('registry.listed') : t('registry.invalid')),
          });
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t('registry.memberId')}
            placeholder="00000"
            value={form.member_id}
            onChange={set('member_id')}
            disabled={!isNew}
            required
            data-autofocus
          />
          <TextInput label={t('registry.familyId')} placeholder="00" value={form.family_id} onChange={set('family_id')} required />
          <TextInput label={t('registry.firstName')} value={form.first_name} onChange={set('first_name')} required />
          <TextInput label={t('registry.lastName')} value={form.last_name} onChange={set('last_name')} required />
          <Switch
            label={t('registry.active')}
            checked={form.active}
            onChange={(e) => setForm({ ...form, active: e.currentTarget.checked })}
          />
          {problem ? (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function RegistryImport({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('membership-console');
  const [csv, setCsv] = useState('');
  const [preview, setPreview] = useState<RegistryPreviewReply | null>(null);
  const [done, setDone] = useState<RegistryImportReply | null>(null);
  const [problem, setProblem] = useState(false);
  const run = useOfficeMutation(
    (text: string) => officeSend<RegistryImportReply>('post', '/api/admin/member-registry/import', { csv: text }),
    [['console', 'member-registry']],
  );
  const look = async () => {
    setProblem(false);
    try {
      setPreview(await officeSend<RegistryPreviewReply>('post', '/api/admin/member-registry/import/preview', { csv }));
    } catch {
      setProblem(true);
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('import.title')} size="lg" closeButtonProps={{ 'aria-label': t('close') }}>
      <Stack gap="sm">
        <Text size="sm">{t('import.help')}</Text>
        <FileButton onChange={(f) => void f?.text().then((v) => (setCsv(v), setPreview(null)))} accept=".csv,text/csv,text/plain">
          {(props) => (
            <Button variant="light" {...props}>
              {t('import.file')}
            </Button>
          )}
        </FileButton>
        <Textarea
          label={t('import.csv')}
          autosize
          minRows={4}
          maxRows={12}
          value={csv}
          onChange={(e) => {
            setCsv(e.currentTarget.value);
            setPreview(null);
          }}
        />
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {t('import.failed')}
          </Alert>
        ) : null}
        {preview ? (
          <Alert color="blue" variant="light" title={t('import.previewTitle')} aria-live="polite">
            <Text size="sm">
              {t('import.preview', {
                added: preview.added.length,
                changed: preview.changed.length,
                unchanged: preview.unchanged,
                rejected: preview.rejected.length,
              })}
            </Text>
            {preview.rejected.length > 0 ? (
              <Text size="sm">
                {preview.rejected
                  .map((r) => t('import.line', { line: r.line, reason: t(`import.reasons.${r.reason}`, { defaultValue: r.reason }) }))
                  .join(' · ')}
              </Text>
            ) : null}
          </Alert>
        ) : null}
        {done ? (
          <Alert color="teal" variant="light" role="status">
            {t('import.done', { imported: done.imported, updated: done.updated, rejected: done.rejected.length })}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('close')}
          </Button>
          <Button variant="light" onClick={() => void look()} disabled={!csv.trim()}>
            {t('import.previewButton')}
          </Button>
          <Button
            onClick={() => run.mutate(csv, { onSuccess: (r) => (setDone(r), setPreview(null)), onError: () => setProblem(true) })}
            disabled={!preview}
            loading={run.isPending}
          >
            {t('import.run')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

const applicationColumn = createColumnHelper<MembershipRow>();

/**
 * «Altas por validar»: each application is validated or rejected through a dialog naming the
 * person (the list may move under the pointer). A rejection needs a reason, mailed to the family;
 * the dialog says first that the join fee paid by card goes to Pagos' «Por devolver».
 */
function Applications() {
  const { t, i18n } = useTranslation('membership-console');
  const lang = i18n.language;
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<string | null>(null);
  const [asked, setAsked] = useState<{ row: MembershipRow; action: 'validate' | 'reject' } | null>(null);
  const query = useQuery({
    queryKey: ['console', 'memberships', 3, page],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => officeGet<Paged<MembershipRow>>('/api/admin/memberships', { state: 3, page }, signal),
  });
  const validate = useOfficeMutation(
    (userId: number) => officeSend<{ member_id: number; family_id: number }>('post', `/api/admin/memberships/${userId}/validate`, {}),
    [
      ['console', 'memberships'],
      ['console', 'member-registry'],
    ],
  );
  const reject = useOfficeMutation(
    ({ userId, reason }: { userId: number; reason: string }) =>
      officeSend<{ refund: number }>('post', `/api/admin/memberships/${userId}/reject`, { reason }),
    [
      ['console', 'memberships'],
      ['console', 'payments'],
    ],
  );
  const nameOf = (r: MembershipRow) => `${r.first_name} ${r.last_name}`;
  const typeOf = (r: MembershipRow) => (lang === 'eus' ? r.type_name_eus : r.type_name_es) ?? '—';
  const errorText = (e: Error | null): string | null =>
    e ? officeErrorText(e, t, { [MEMBERSHIP_OFFICE_CODE.wrongState]: 'applications.notWaiting' }) : null;
  const close = () => {
    setAsked(null);
    validate.reset();
    reject.reset();
  };
  const columns = useMemo(
    () => [
      applicationColumn.accessor((r) => `${r.first_name} ${r.last_name}`, { id: 'name', header: t('applications.name') }),
      applicationColumn.accessor((r) => (lang === 'eus' ? r.type_name_eus : r.type_name_es) ?? '—', {
        id: 'type',
        header: t('applications.type'),
      }),
      applicationColumn.accessor((r) => r.date_of_birth ?? '—', { id: 'born', header: t('applications.born') }),
      applicationColumn.accessor((r) => (r.paid_at ? r.paid_at.slice(0, 10) : '—'), { id: 'paid', header: t('applications.paid') }),
      applicationColumn.display({
        id: 'actions',
        header: t('registry.actions'),
        cell: ({ row }) => (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="xs"
              aria-label={t('applications.validateOf', { name: `${row.original.first_name} ${row.original.last_name}` })}
              onClick={() => setAsked({ row: row.original, action: 'validate' })}
            >
              {t('applications.validate')}
            </Button>
            <Button
              size="xs"
              variant="outline"
              color="red.9"
              aria-label={t('applications.rejectOf', { name: `${row.original.first_name} ${row.original.last_name}` })}
              onClick={() => setAsked({ row: row.original, action: 'reject' })}
            >
              {t('applications.reject')}
            </Button>
          </Group>
        ),
      }),
    ],
    [t, lang],
  );
  const facts = asked ? { name: nameOf(asked.row), type: typeOf(asked.row) } : null;
  return (
    <Stack gap="md">
      <Text size="sm">{t('applications.help')}</Text>
      {result ? (
        <Alert color="teal" variant="light" role="status">
          {result}
        </Alert>
      ) : null}
      {asked?.action === 'validate' && facts ? (
        <ConfirmDialog
          title={t('applications.validateTitle', facts)}
          text={t('applications.validateText', facts)}
          confirmLabel={t('applications.validate')}
          busy={validate.isPending}
          error={errorText(validate.error)}
          onCancel={close}
          onConfirm={() =>
            validate.mutate(asked.row.user_id, {
              onSuccess: (r) => {
                setResult(
                  t('applications.validated', {
                    name: facts.name,
                    number: String(r.member_id).padStart(5, '0'),
                    family: String(r.family_id).padStart(2, '0'),
                  }),
                );
                close();
              },
            })
          }
        />
      ) : null}
      {asked?.action === 'reject' && facts ? (
        <RejectDialog
          title={t('applications.rejectTitle', facts)}
          text={
            asked.row.fee
              ? t('applications.rejectPaidText', { ...facts, amount: formatEuros(asked.row.fee, lang) })
              : t('applications.rejectText', facts)
          }
          maxLength={REJECT_REASON_MAX}
          busy={reject.isPending}
          error={errorText(reject.error)}
          onCancel={close}
          onReject={(reason) =>
            reject.mutate(
              { userId: asked.row.user_id, reason },
              {
                onSuccess: (r) => {
                  setResult(
                    r.refund > 0
                      ? t('applications.rejectedRefund', { name: facts.name, amount: formatEuros(r.refund, lang) })
                      : t('applications.rejected', { name: facts.name }),
                  );
                  close();
                },
              },
            )
          }
        />
      ) : null}
      <ServerTable
        caption={t('tabs.applications')}
        query={query}
        columns={columns}
        rowKey={(r) => String(r.user_id)}
        page={page}
        onPage={setPage}
      />
    </Stack>
  );
}

const cancellationColumn = createColumnHelper<CancellationRow>();

function Cancellations() {
  const { t } = useTranslation('membership-console');
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ['console', 'membership-cancellations', page],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => officeGet<Paged<CancellationRow>>('/api/admin/membership-cancellations', { status: 'pending', page }, signal),
  });
  const decide = useOfficeMutation(
    ({ id, verb }: { id: number; verb: 'confirm' | 'reject' }) =>
      officeSend('post', `/api/admin/membership-cancellations/${id}/${verb}`, {}),
    [['console', 'membership-cancellations']],
  );
  const columns = useMemo(
    () => [
      cancellationColumn.accessor((r) => `${r.first_name} ${r.last_name}`, { id: 'name', header: t('applications.name') }),
      cancellationColumn.accessor((r) => String(r.member_id).padStart(5, '0'), { id: 'member', header: t('registry.memberId') }),
      cancellationColumn.accessor('requested_on', { header: t('cancellations.requested') }),
      cancellationColumn.accessor('last_quota_month', { header: t('cancellations.lastQuota') }),
      cancellationColumn.display({
        id: 'actions',
        header: t('registry.actions'),
        cell: ({ row }) => (
          <Group gap="xs">
            <Button size="xs" onClick={() => decide.mutate({ id: row.original.id, verb: 'confirm' })}>
              {t('cancellations.confirm')}
            </Button>
            <Button size="xs" variant="default" onClick={() => decide.mutate({ id: row.original.id, verb: 'reject' })}>
              {t('cancellations.reject')}
            </Button>
          </Group>
        ),
      }),
    ],
    [t, decide],
  );
  return (
    <ServerTable
      caption={t('tabs.cancellations')}
      query={query}
      columns={columns}
      rowKey={(r) => String(r.id)}
      page={page}
      onPage={setPage}
    />
  );
}
