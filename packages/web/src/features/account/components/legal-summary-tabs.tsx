import { Anchor, List, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const DOCS = [
  { key: 'rules', to: '/legal/normativa' },
  { key: 'terms', to: '/legal/terms' },
  { key: 'privacy', to: '/legal/privacy_policy' },
] as const;

/** Step 0 of the data review: short summaries of the three documents, each linking to the full text. */
export function LegalSummaryTabs({ onFollowLink }: { onFollowLink?: () => void }) {
  const { t } = useTranslation('account');
  return (
    <Tabs defaultValue="rules" keepMounted={false}>
      <Tabs.List grow>
        {DOCS.map((d) => (
          <Tabs.Tab key={d.key} value={d.key}>
            {t(`review.legal.${d.key}.tab`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {DOCS.map((d) => (
        <Tabs.Panel key={d.key} value={d.key} pt="sm">
          <Text size="sm" mb="xs">
            {t(`review.legal.${d.key}.summary`)}
          </Text>
          <List size="sm" spacing={4} mb="xs">
            {(t(`review.legal.${d.key}.points`, { returnObjects: true }) as string[]).map((p) => (
              <List.Item key={p}>{p}</List.Item>
            ))}
          </List>
          <Anchor component={Link} to={d.to} size="sm" target="_blank" rel="noopener" onClick={onFollowLink}>
            {t(`review.legal.${d.key}.link`)}
          </Anchor>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
