import { Anchor, Badge, Button, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/console/page-header';
import { PageLoader } from '../../../components/page-loader';
import { esOrEus } from '../../content';
import { pageLanguage } from '../components/level-text';
import { officeSeasonsQuery } from './seasons-console-api';

/** /gestion/temporadas: every season with its levels and live signups; the current one marked. */
export default function SeasonsList() {
  const { t, i18n } = useTranslation('seasons-console');
  const seasons = useQuery(officeSeasonsQuery());
  return (
    <>
      <PageHeader title={t('list.title')}>
        <Button component={Link} to="/gestion/temporadas/nueva">
          {t('editor.newTitle')}
        </Button>
      </PageHeader>
      {!seasons.data ? (
        <PageLoader />
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('list.name')}</Table.Th>
                <Table.Th scope="col">{t('list.dates')}</Table.Th>
                <Table.Th scope="col">{t('list.signupEnd')}</Table.Th>
                <Table.Th scope="col">{t('list.levels')}</Table.Th>
                <Table.Th scope="col">{t('list.signups')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {seasons.data.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/gestion/temporadas/${s.id}`}>
                      {esOrEus(pageLanguage(i18n.language), s.name, s.name_eus)}
                    </Anchor>{' '}
                    {s.current ? (
                      <Badge color="teal.9" tt="none">
                        {t('list.current')}
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    {s.date_begin} – {s.date_end}
                  </Table.Td>
                  <Table.Td>{s.signup_end}</Table.Td>
                  <Table.Td>{s.levels}</Table.Td>
                  <Table.Td>{s.signups}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}
