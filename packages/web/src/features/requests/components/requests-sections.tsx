import { Stack } from '@mantine/core';
import type { RequestsPerson } from './assistant';
import { ExamSection } from './exam-section';
import { LicencesSection } from './licences-section';
import { SportscardSection } from './sportscard-section';

/** The requests part of the procedures tab of /myfamily for one person: licences, medical exam and sports card. */
export default function RequestsSections({ person }: { person: RequestsPerson }) {
  return (
    <Stack gap="lg">
      <LicencesSection person={person} />
      <ExamSection person={person} />
      <SportscardSection person={person} />
    </Stack>
  );
}
