import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadOfficeFile } from '../../../components/console/console-api';
import type { OfficeSignup } from './courses-console-api';
import { answerText, isFileAnswer } from './signup-answers';

const LAYOUT = new Set(['separator', 'text_header']);

/** A signup's form answers, "question: answer" a line, and a download button for each uploaded file. */
export function SignupAnswers({ signup }: { signup: OfficeSignup }) {
  const { t, i18n } = useTranslation('console-courses');
  const lang = i18n.language;
  const [failed, setFailed] = useState(false);
  const yesNo = { yes: t('answers.yes'), no: t('answers.no') };
  const answers = signup.form_answers.filter((a) => !LAYOUT.has(a.type));
  if (answers.length === 0) return null;
  const name = `${signup.first_name} ${signup.last_name}`;
  return (
    <Stack gap={2} data-testid="signup-answers">
      {answers.map((a) => {
        const label = (lang === 'eus' ? a.label_eus : lang === 'en' ? a.label_en : a.label_es) || a.label_es || String(a.id);
        const file = isFileAnswer(a.inputdata) ? a.inputdata : null;
        return (
          <Text key={String(a.id)} size="sm">
            <Text span fw={600} size="sm">
              {label}:
            </Text>{' '}
            {file ? (
              <Button
                size="compact-xs"
                variant="light"
                aria-label={t('answers.download', { file: file.name, name })}
                onClick={() =>
                  void downloadOfficeFile(`/api/admin/signups/${signup.ticketID}/files/${file.fileId}`, file.name).catch(() =>
                    setFailed(true),
                  )
                }
              >
                {file.name}
              </Button>
            ) : (
              answerText(a, lang, yesNo)
            )}
          </Text>
        );
      })}
      {failed && (
        <Text size="xs" c="red.9" role="alert">
          {t('answers.downloadFailed')}
        </Text>
      )}
    </Stack>
  );
}
