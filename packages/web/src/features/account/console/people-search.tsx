import type { PersonRow } from '@club/domain/admin/people.schemas';
import { isUndeliverableEmail } from '@club/domain/family/persons.rules';
import { Anchor, Button, Group, TextInput } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { officeGet, type Paged } from '../../../components/console/console-api';
import { ServerTable } from '../../../components/console/data-table';
import { PageHeader } from '../../../components/console/page-header';

const column = createColumnHelper<PersonRow>();

/** /gestion/personas: accounts and managed persons by name, e-mail, person id or member number (server pages). */
export default function PeopleSearch() {
  const { t } = useTranslation('console');
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ['console', 'people', q, page],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => officeGet<Paged<PersonRow>>('/api/admin/people', { q, page }, signal),
  });
  const columns = useMemo(
    () => [
      column.accessor((p) => `${p.first_name} ${p.last_name}`, {
        id: 'name',
        header: t('people.name'),
        cell: ({ row, getValue }) => (
          <Anchor component={Link} to={`/gestion/personas/${row.original.id}`}>
            {getValue() as string}
          </Anchor>
        ),
      }),
      // A managed person's placeholder address is no address: say so (issue 20, point 11).
      column.accessor((p) => (isUndeliverableEmail(p.email) ? t('people.noEmail') : p.email), { id: 'email', header: t('people.email') }),
      column.accessor('person_id', { header: t('people.personId') }),
      column.accessor((p) => (p.member_id > 0 ? String(p.member_id) : t('person.notMember')), { id: 'member', header: t('people.member') }),
      column.accessor((p) => (p.holder_id ? t('people.managed') : t('people.account')), { id: 'kind', header: t('people.kind') }),
      column.accessor(
        (p) => [p.isGod ? t('people.admin') : '', p.allow_impersonate ? t('people.delegation') : ''].filter(Boolean).join(', '),
        {
          id: 'rights',
          header: t('people.rights'),
        },
      ),
    ],
    [t],
  );
  return (
    <>
      <PageHeader title={t('people.heading')} />
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setQ(text.trim());
          setPage(1);
        }}
      >
        <Group align="flex-end" mb="md">
          <TextInput label={t('people.search')} value={text} onChange={(e) => setText(e.currentTarget.value)} w={320} />
          <Button type="submit">{t('people.searchButton')}</Button>
        </Group>
      </form>
      <ServerTable
        caption={t('people.heading')}
        query={query}
        columns={columns}
        rowKey={(p) => String(p.id)}
        page={page}
        onPage={setPage}
      />
    </>
  );
}
