import { ageInWords } from '@club/domain/activities/words.rules';
import { seasonAgeInMonths } from '@club/domain/seasons/eligibility.rules';
import type { LevelChoiceRefusal } from '@club/domain/seasons/level-choice.rules';
import type { Level, Season } from '@club/domain/seasons/seasons.schemas';
import { Alert, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { levelRefusalAdvice, levelRefusalInWords } from './level-reasons';
import { levelText, pageLanguage } from './level-text';

export interface LevelChoice {
  level: Level;
  refusals: LevelChoiceRefusal[];
}

interface Props {
  choices: LevelChoice[];
  levelId: number | null;
  onChange: (levelId: number) => void;
  season: Season;
  person: { name: string; self: boolean; date_of_birth: string | null; current_level: number };
  /** The id of the text that says why "next" is refused (the button points to it). */
  blockedId: string;
}

/**
 * Step 2, the level (spec 001 §4). Every level of the season is listed; the ones the person may
 * not take (level-choice.rules: age at the season's start, the swimmer's level, members only)
 * are disabled with the reason under their name, so the family learns it here and not after
 * entering their bank details. Above the list, the two facts the rules read: the person's age at
 * the season's start and the level the club has given them.
 */
export function LevelStep({ choices, levelId, onChange, season, person, blockedId }: Props) {
  const { t, i18n } = useTranslation('seasons');
  const lang = pageLanguage(i18n.language);
  const chosen = choices.find((c) => c.level.id === levelId) ?? null;
  const assigned = choices.find((c) => c.level.id === person.current_level)?.level;
  const facts = [
    person.date_of_birth
      ? t('assistant.level.age', {
          name: person.name,
          context: person.self ? 'self' : undefined,
          age: ageInWords(seasonAgeInMonths(person.date_of_birth, season.date_begin), lang),
        })
      : null,
    person.current_level > 0
      ? t('assistant.level.assigned', { level: assigned ? levelText(assigned, i18n.language, 'title') : String(person.current_level) })
      : t('assistant.level.noneAssigned'),
  ].filter(Boolean);
  const anyClosed = choices.some((c) => c.refusals.length > 0);
  return (
    <Stack gap="sm">
      <Text size="sm">{facts.join(' ')}</Text>
      <Radio.Group
        label={t('assistant.level.label')}
        value={levelId === null ? null : String(levelId)}
        onChange={(v) => onChange(Number(v))}
      >
        <Stack gap="xs" mt="xs">
          {choices.map(({ level, refusals }) => (
            <Radio
              key={level.id}
              value={String(level.id)}
              disabled={refusals.length > 0}
              label={
                <>
                  {levelText(level, i18n.language, 'title')}
                  {refusals.length > 0 ? (
                    // In the label, so a screen reader says the reason with the level's name.
                    <Text component="span" display="block" size="sm" c="gray.7">
                      {refusals.map((r) => levelRefusalInWords(t, r, level, i18n.language)).join(' · ')}
                    </Text>
                  ) : null}
                </>
              }
            />
          ))}
        </Stack>
      </Radio.Group>
      {anyClosed ? (
        <Text size="sm" c="gray.7">
          {t('assistant.level.closedHint', { name: person.name, context: person.self ? 'self' : undefined })}
        </Text>
      ) : null}
      {chosen === null ? (
        <Text size="sm" id={blockedId} tabIndex={-1}>
          {t('assistant.level.required')}
        </Text>
      ) : chosen.refusals.length > 0 ? (
        // The level the page opened with, closed to this person (their data changed meanwhile).
        <Alert
          color="orange"
          variant="light"
          id={blockedId}
          tabIndex={-1}
          title={t('assistant.level.blocked', { level: levelText(chosen.level, i18n.language, 'title') })}
        >
          <Text size="sm">{`${chosen.refusals.map((r) => levelRefusalInWords(t, r, chosen.level, i18n.language)).join('. ')}.`}</Text>
          {levelRefusalAdvice(t, chosen.refusals, person).map((a) => (
            <Text size="sm" key={a.text}>
              {a.text}
            </Text>
          ))}
        </Alert>
      ) : null}
    </Stack>
  );
}
