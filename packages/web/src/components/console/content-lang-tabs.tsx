import { Tabs, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The tabs that choose which language's TEXT the office is editing (issue 20, point 12). They
 * are labelled as content ("Texto en euskera") and explained in one line, so they cannot be taken
 * for the interface's language switch in the top bar ("Castellano | Euskera"), which changes the
 * screen and not the text being written. Used by every console editor with texts per language.
 */
export function ContentLangTabList({ langs, hasError }: { langs: readonly string[]; hasError?: (lang: string) => boolean }) {
  const { t } = useTranslation('console');
  const hintId = useId();
  return (
    <>
      <Text size="sm" id={hintId} mb={4}>
        {t('contentLang.hint')}
      </Text>
      <Tabs.List aria-label={t('contentLang.list')} aria-describedby={hintId}>
        {langs.map((l) => (
          <Tabs.Tab key={l} value={l} color={hasError?.(l) ? 'red' : undefined}>
            {t(`contentLang.tab.${l}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </>
  );
}
