import type { NewsCard as NewsCardData } from '@club/domain/news/news.schemas';
import { Anchor, Box, Flex, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNewsDate, htmlLang } from './news-format';
import { NewsImage } from './news-image';

/** A news card; odd cards put the picture on the other side (spec 000 §2: cards alternate). */
export function NewsCard({ item, index }: { item: NewsCardData; index: number }) {
  const { t, i18n } = useTranslation('news');
  const lang = i18n.language;
  const text = item.translations[lang as 'es' | 'eus' | 'en'] ?? item.translations.es;
  const href = `/noticias/${item.slug_es}`;
  const reversed = index % 2 === 1;
  return (
    <Paper component="article" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} aria-labelledby={`news-${item.id}`}>
      <Flex direction={{ base: 'column', sm: reversed ? 'row-reverse' : 'row' }} gap={{ base: 'md', sm: 'xl' }} align={{ sm: 'center' }}>
        <Box w={{ base: '100%', sm: '42%' }} style={{ flexShrink: 0 }}>
          <NewsImage cover={item.cover?.path ?? null} gallery={item.gallery} eager={index < 2} />
        </Box>
        <Box style={{ flex: 1, minWidth: 0 }} lang={text.lang !== lang ? htmlLang(text.lang) : undefined}>
          <Text component="time" dateTime={item.date} size="sm" c="gray.7" lang={htmlLang(lang)}>
            {formatNewsDate(item.date, lang)}
          </Text>
          <Title order={2} size="h3" mt={4} mb="xs" id={`news-${item.id}`}>
            <Anchor component={Link} to={href} inherit c="inherit" underline="hover">
              {text.title}
            </Anchor>
          </Title>
          <Text mb="sm" lh={1.6}>
            {text.text}
          </Text>
          <Anchor component={Link} to={href} fw={600}>
            {t('readMore')}
            <span className="visually-hidden">: {text.title}</span>
          </Anchor>
        </Box>
      </Flex>
    </Paper>
  );
}
