import { pickNewsText } from '@club/domain/news/news.rules';
import { Anchor, Box, Center, Container, Divider, Group, List, Loader, Paper, Text, Title } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Redirect } from '../../../lib/server-response';
import { usePageTitle } from '../../../lib/use-page-title';
import { useNewsDetails } from '../api/news-api';
import { NewsContent } from '../components/news-content';
import { formatFileSize, formatNewsDate, htmlLang } from '../components/news-format';
import { NewsImage } from '../components/news-image';
import { ShareLinks } from '../components/share-links';

/** /noticias/{slug}: one news item; if it cannot be loaded the reader goes back to the list (spec 000 §2). */
export default function NewsDetailPage() {
  const { slug = '' } = useParams();
  const origin = useOrigin();
  const { t, i18n } = useTranslation('news');
  const lang = i18n.language;
  const query = useNewsDetails(slug);
  const picked = query.data ? pickNewsText(query.data.translations, lang) : null;
  usePageTitle(picked?.text.title ?? t('title'));

  if (query.isError) return <Redirect to="/noticias/home" />;
  if (!query.data || !picked) {
    return (
      <Center py="xl" role="status">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  const item = query.data;
  const text = picked.text;
  const url = `${origin}/noticias/${item.slug_es}`;

  return (
    <Container size="md" py="xl" component="article">
      <Anchor component={Link} to="/noticias/home" size="sm" mb="md" display="inline-block">
        ← {t('back')}
      </Anchor>
      <Box lang={picked.lang !== lang ? htmlLang(picked.lang) : undefined}>
        <Text component="time" dateTime={item.date} c="gray.7" size="sm" lang={htmlLang(lang)}>
          {formatNewsDate(item.date, lang)}
        </Text>
        <Title order={1} mt={4} mb="sm">
          {text.title}
        </Title>
        {text.description ? (
          <Text size="lg" fw={500} c="dark.6" mb="lg" lh={1.5}>
            {text.description}
          </Text>
        ) : null}
        <Box mb="lg">
          <NewsImage cover={item.cover?.path ?? null} gallery={item.gallery} eager radius="lg" />
        </Box>
        <NewsContent html={text.content} />
      </Box>

      {item.files.length > 0 ? (
        <Paper withBorder radius="md" p="md" my="lg" component="section" aria-labelledby="files-title">
          <Text id="files-title" component="h2" fw={700} mb="xs">
            {t('files.title')}
          </Text>
          <List spacing="xs">
            {item.files.map((f) => (
              <List.Item key={f.id}>
                <Anchor href={`${f.path}?download=1`} download={f.filename} fw={600}>
                  {f.filename}
                </Anchor>{' '}
                <Text component="span" size="sm" c="gray.7">
                  ({t('files.meta', { type: f.mime_type === 'application/pdf' ? 'PDF' : f.mime_type, size: formatFileSize(f.size) })})
                </Text>
              </List.Item>
            ))}
          </List>
        </Paper>
      ) : null}

      <Divider my="lg" />
      <Group justify="space-between" align="flex-end">
        <ShareLinks title={text.title} url={url} />
      </Group>
    </Container>
  );
}

const noSubscription = () => () => {};
/**
 * The site's address for the share links: the server renders without it (it knows no origin),
 * the browser fills it in right after hydration.
 */
const useOrigin = (): string =>
  useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  );
