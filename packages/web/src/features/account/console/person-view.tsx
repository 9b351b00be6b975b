import type { PersonDetail } from '@club/domain/admin/people.schemas';
import { isUndeliverableEmail } from '@club/domain/family/persons.rules';
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { downloadOfficeFile, officeErrorText, officeGet, officeSend, useOfficeMutation } from '../../../components/console/console-api';
import { formatDateTime, formatEuros, PageHeader } from '../../../components/console/page-header';
import classes from '../../../components/console/console.module.css';
import { PageLoader } from '../../../components/page-loader';
import { ReceiptButton } from '../../../components/payments/paid-items';

const setFlag = ({ id, flag, on }: { id: number; flag: 'delegation' | 'admin'; on: boolean }) =>
  officeSend('post', `/api/admin/people/${id}/${flag}`, flag === 'delegation' ? { allow: on ? 1 : 0 } : { isGod: on ? 1 : 0 });

/** /gestion/personas/{id}: the person, their family, signups, payments and documents, and their rights. */
export default function PersonView() {
  const { t, i18n } = useTranslation('console');
  const lang = i18n.language;
  const id = Number(useParams().id);
  const query = useQuery({
    queryKey: ['console', 'person', id],
    queryFn: ({ signal }) => officeGet<PersonDetail>(`/api/admin/people/${id}`, undefined, signal),
  });
  const flag = useOfficeMutation(setFlag, [
    ['console', 'person', id],
    ['console', 'people'],
  ]);
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <Alert color="red">{t('form.loadFailed')}</Alert>;
  const { person, family, signups, payments, documents } = query.data;
  const name = `${person.first_name} ${person.last_name}`;
  const section = (title: string, head: string[], rows: ReactNode[][]) => (
    <Paper withBorder p="sm">
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm">{t('table.empty')}</Text>
      ) : (
        <div className={classes.scroll}>
          <table className={classes.table}>
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                {head.map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => (
                <tr key={i}>
                  {r.map((c, j) => (
                    <td key={j}>{c}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Paper>
  );
  /** The person's choice on the use of their images, with its date; never asked reads as such (and counts as no). */
  const imageUseText = (p: { image_use: number; image_use_date: string | null }) =>
    p.image_use_date === null
      ? t('person.imageUseNever')
      : `${t(p.image_use === 1 ? 'person.imageUseYes' : 'person.imageUseNo')} (${formatDateTime(p.image_use_date, lang)})`;
  return (
    <>
      <PageHeader title={name} />
      <Anchor component={Link} to="/gestion/personas" mb="sm" display="inline-block">
        {t('person.back')}
      </Anchor>
      <Stack gap="md">
        <Paper withBorder p="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Text size="sm">{`${t('people.email')}: ${isUndeliverableEmail(person.email) ? t('people.noEmail') : person.email}`}</Text>
            <Text size="sm">{`${t('people.personId')}: ${person.person_id}`}</Text>
            <Text size="sm">{`${t('people.member')}: ${person.member_id > 0 ? person.member_id : t('person.notMember')}`}</Text>
            <Text size="sm">{`${t('person.phone')}: ${person.phone}`}</Text>
            <Text size="sm">{`${t('person.city')}: ${person.city}`}</Text>
            <Text size="sm">{`${t('person.created')}: ${formatDateTime(person.created_at, lang)}`}</Text>
            <Text size="sm">{`${t('person.imageUse')}: ${imageUseText(person)}`}</Text>
          </SimpleGrid>
          <Group mt="md">
            <RightSwitch
              label={t('person.delegation')}
              checked={person.allow_impersonate === 1}
              disabled={flag.isPending}
              onChange={(on) => flag.mutate({ id, flag: 'delegation', on })}
            />
            <RightSwitch
              label={t('person.admin')}
              checked={person.isGod === 1}
              disabled={flag.isPending}
              onChange={(on) => flag.mutate({ id, flag: 'admin', on })}
            />
          </Group>
          {flag.isError && (
            <Alert color="red" role="alert" mt="sm">
              {officeErrorText(flag.error, t)}
            </Alert>
          )}
        </Paper>
        {section(
          t('person.family'),
          [t('people.name'), t('people.email'), t('person.imageUse'), t('person.relation')],
          family.members.map((m) => [
            `${m.first_name} ${m.last_name}`,
            isUndeliverableEmail(m.email) ? t('people.noEmail') : m.email,
            imageUseText(m),
            m.relation
              ? t(`person.relations.${m.relation}`, { defaultValue: m.relation })
              : m.id === family.holder_id
                ? t('person.holder')
                : '',
          ]),
        )}
        {section(
          t('person.signups'),
          [t('signups.course'), t('signups.status'), t('signups.price'), t('signups.date')],
          signups.map((s) => [
            s.course_title,
            t(`status.${s.status}`),
            formatEuros(s.price_cents / 100, lang),
            formatDateTime(s.created_at, lang),
          ]),
        )}
        {section(
          t('person.payments'),
          [t('ledger.order'), t('ledger.ref'), t('ledger.amount'), t('ledger.state'), t('ledger.date'), t('person.receipt')],
          payments.map((p) => [
            p.order,
            (lang === 'eus' ? p.concept.eus : p.concept.es) || p.concept.es,
            formatEuros(p.amount, lang),
            t(`ledger.states.${p.state}`, { defaultValue: p.state }),
            formatDateTime(p.created_at, lang),
            p.receipt_number ? <ReceiptButton key="receipt" order={p.order} number={p.receipt_number} variant="subtle" /> : '',
          ]),
        )}
        {section(
          t('person.documents'),
          [t('person.file'), t('ledger.date'), t('table.actions')],
          documents.map((d) => [
            d.filename,
            formatDateTime(d.created_at, lang),
            <Button
              key="open"
              size="xs"
              variant="default"
              aria-label={t('person.openOf', { file: d.filename })}
              onClick={() => void downloadOfficeFile(`/api/admin/people/${id}/documents/${d.id}`, d.filename)}
            >
              {t('person.open')}
            </Button>,
          ]),
        )}
      </Stack>
    </>
  );
}

/**
 * A right as a native switch (a checkbox with role="switch"). Decision: not Mantine's Switch or
 * Checkbox, whose shared input code would be split out of the members' chunks.
 */
function RightSwitch(props: { label: string; checked: boolean; disabled: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className={classes.switch}>
      <input
        type="checkbox"
        role="switch"
        checked={props.checked}
        disabled={props.disabled}
        onChange={(e) => props.onChange(e.currentTarget.checked)}
      />
      {props.label}
    </label>
  );
}
