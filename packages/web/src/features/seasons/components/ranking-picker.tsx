import { poolName } from '@club/domain/activities/labels';
import { daysInWords } from '@club/domain/activities/words.rules';
import { assignRank, rankOptions, resetRanking, visibleRankingGroups, type Ranking } from '@club/domain/seasons/ranking.rules';
import type { Group } from '@club/domain/seasons/seasons.schemas';
import { Button, Group as Row, NativeSelect, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pageLanguage } from './level-text';

/**
 * The priority ranking (spec 001 §4): each group gets a rank 0..n (n = groups, at most 6);
 * giving a rank takes it from any other group; with more than 2 ranked in a pool that pool's
 * unranked groups are hidden; "reset" clears all. A native select per group: keyboard and
 * screen-reader friendly on a phone.
 */
export function RankingPicker({ groups, ranking, onChange }: { groups: Group[]; ranking: Ranking; onChange: (r: Ranking) => void }) {
  const { t, i18n } = useTranslation('seasons');
  const lang = pageLanguage(i18n.language);
  const options = [
    { value: '0', label: t('ranking.none') },
    ...rankOptions(groups.length).map((r) => ({ value: String(r), label: t('ranking.rank', { rank: r }) })),
  ];
  const shown = visibleRankingGroups(groups, ranking);
  return (
    <Stack gap="sm">
      <Text size="sm">{t('ranking.help')}</Text>
      {shown.map((g) => (
        <NativeSelect
          key={g.uuid}
          label={`${poolName(g.poolID)} · ${daysInWords(g.selected_days, lang)} · ${g.schedule}`}
          data={options}
          value={String(ranking[g.uuid] ?? 0)}
          onChange={(e) => onChange(assignRank(ranking, g.uuid, Number(e.currentTarget.value)))}
        />
      ))}
      {shown.length < groups.length ? (
        <Text size="sm" c="gray.7" role="status">
          {t('ranking.hidden')}
        </Text>
      ) : null}
      <Row>
        <Button variant="default" onClick={() => onChange(resetRanking())}>
          {t('ranking.reset')}
        </Button>
      </Row>
    </Stack>
  );
}
