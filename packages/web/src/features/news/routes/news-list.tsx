import { Alert, Button, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../../components/icons';
import { usePageTitle } from '../../../lib/use-page-title';
import { useNewsList } from '../api/news-api';
import { NewsCard } from '../components/news-card';

/** /noticias/home: the news in two batches (rs=0, then rs=1). */
export default function NewsListPage() {
  const { t } = useTranslation('news');
  usePageTitle(t('title'));
  const list = useNewsList();

  return (
    <Container size="lg" py="xl">
      <Title order={1} mb={4}>
        {t('title')}
      </Title>
      <Text c="gray.7" mb="xl">
        {t('intro')}
      </Text>
      {list.isLoading ? (
        <Center py="xl" role="status">
          <Loader aria-label={t('loading')} />
        </Center>
      ) : list.isError ? (
        <Alert color="red" icon={<AlertIcon />} title={t('loadError')} role="alert">
          <Button variant="light" color="red" mt="sm" onClick={list.refetch}>
            {t('retry')}
          </Button>
        </Alert>
      ) : list.news.length === 0 ? (
        <Text>{t('empty')}</Text>
      ) : (
        <Stack gap="lg" aria-busy={list.isLoadingRest}>
          {list.news.map((item, index) => (
            <NewsCard key={item.id} item={item} index={index} />
          ))}
          {list.isLoadingRest ? (
            <Center py="md" role="status">
              <Loader size="sm" aria-label={t('loadingMore')} />
            </Center>
          ) : null}
          {list.isRestError ? (
            <Alert color="red" icon={<AlertIcon />} title={t('loadError')} role="alert">
              <Button variant="light" color="red" mt="sm" onClick={list.refetch}>
                {t('retry')}
              </Button>
            </Alert>
          ) : null}
        </Stack>
      )}
    </Container>
  );
}
