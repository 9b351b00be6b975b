import { MAX_DOCUMENT_BYTES } from '@club/domain/documents/documents.schemas';
import { showSportscardRequestButton, SPORTSCARD_STEP, type SportscardStep } from '@club/domain/requests/sportscard.rules';
import { Alert, Badge, Button, FileInput, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountModal, readAsDataUrl, reportFailure, SectionCard, toast } from '../../account';
import { requestsCalls, saveDataUrlAs, useRefreshRequests } from '../api/requests-api';
import { AssistantStep, type RequestsPerson } from './assistant';

const STEPS = 3;
const ACCEPT = 'image/jpeg,image/png,application/pdf';
const ACCEPTED = ['image/jpeg', 'image/png', 'application/pdf'];

/** The sports card of a person (spec 001 §4): the latest request's state and the request assistant. */
export function SportscardSection({ person }: { person: RequestsPerson }) {
  const { t } = useTranslation('requests');
  const card = person.profile.sportscard;
  const [open, setOpen] = useState(false);
  return (
    <SectionCard title={t('sportscard.title')}>
      <Text size="sm">{t('sportscard.text')}</Text>
      {card ? (
        <Group gap="xs">
          <Text>{t('sportscard.last')}</Text>
          <Badge variant="filled" autoContrast color={card.state === 0 ? 'yellow.5' : 'teal.9'}>
            {t(`sportscard.states.${card.state}`)}
          </Badge>
        </Group>
      ) : null}
      {showSportscardRequestButton(card) ? (
        <Group>
          <Button onClick={() => setOpen(true)}>{t('sportscard.request')}</Button>
        </Group>
      ) : null}
      {open ? <SportscardAssistant person={person} onClose={() => setOpen(false)} /> : null}
    </SectionCard>
  );
}

/**
 * The sports-card assistant (spec 001 §4, §5): 0 data, 1 download the template and upload the
 * signed copy (jpeg, pdf or png), 2 confirm. Without a signed copy: 'Necesitamos que subas la
 * documentación firmada para poder tramitar la solicitud'.
 */
function SportscardAssistant({ person, onClose }: { person: RequestsPerson; onClose: () => void }) {
  const { t } = useTranslation('requests');
  const p = person.profile;
  const refresh = useRefreshRequests();
  const [step, setStep] = useState<SportscardStep>(SPORTSCARD_STEP.data);
  const [file, setFile] = useState<File | null>(null);
  const [uploaded, setUploaded] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<'tpl' | 'upload' | 'send' | null>(null);
  const [done, setDone] = useState(false);

  const template = async () => {
    setBusy('tpl');
    try {
      const r = await requestsCalls.sportscardTemplate(person.user_id);
      if (r.ok) saveDataUrlAs(r.data.result, r.data.name);
      else toast({ color: 'red', title: t('sportscard.templateFailedTitle'), message: t('sportscard.templateFailed') });
    } catch {
      toast({ color: 'red', title: t('sportscard.templateFailedTitle'), message: t('sportscard.templateFailed') });
    } finally {
      setBusy(null);
    }
  };

  const upload = async () => {
    if (!file) {
      setProblem(t('sportscard.documentRequired'));
      return;
    }
    if (!ACCEPTED.includes(file.type) || file.size > MAX_DOCUMENT_BYTES) {
      setProblem(t('sportscard.badFile'));
      return;
    }
    setBusy('upload');
    setProblem(null);
    try {
      const r = await requestsCalls.uploadSigned({ user_id: person.user_id, name: file.name, result: await readAsDataUrl(file) });
      if (r.ok) {
        setUploaded(true);
        setStep(SPORTSCARD_STEP.confirm);
      } else setProblem(t('sportscard.badFile'));
    } catch {
      setProblem(t('sportscard.badFile'));
    } finally {
      setBusy(null);
    }
  };

  const send = async () => {
    setBusy('send');
    try {
      const r = await requestsCalls.requestSportscard(person.user_id);
      if (r.ok) {
        setDone(true);
        toast({ color: 'green', message: t('toasts.saved') });
        void refresh();
      } else {
        toast({
          color: 'red',
          title: t('toasts.failed'),
          message:
            r.code === 41
              ? t('sportscard.documentRequired')
              : t(`sportscard.codes.${String(r.code)}`, { defaultValue: t('toasts.failed') }),
        });
        reportFailure('member_requests/request_sportscard', { code: r.code ?? undefined });
        if (r.code === 41) setStep(SPORTSCARD_STEP.upload);
      }
    } catch {
      toast({ color: 'red', message: t('toasts.failed') });
    } finally {
      setBusy(null);
    }
  };

  return (
    <AccountModal opened onClose={onClose} title={t('sportscard.assistant')} size="lg">
      {step === SPORTSCARD_STEP.data ? (
        <AssistantStep index={0} count={STEPS} title={t('sportscard.steps.0')} next={() => setStep(SPORTSCARD_STEP.upload)}>
          <Text size="sm">{t('sportscard.dataText', { name: `${p.first_name} ${p.last_name}` })}</Text>
        </AssistantStep>
      ) : step === SPORTSCARD_STEP.upload ? (
        <AssistantStep
          index={1}
          count={STEPS}
          title={t('sportscard.steps.1')}
          back={() => setStep(SPORTSCARD_STEP.data)}
          next={() => void upload()}
          nextLabel={t('sportscard.upload')}
          nextLoading={busy === 'upload'}
        >
          <Text size="sm">{t('sportscard.uploadText')}</Text>
          <Group>
            <Button variant="light" onClick={() => void template()} loading={busy === 'tpl'}>
              {t('sportscard.download')}
            </Button>
          </Group>
          <FileInput
            label={t('sportscard.file')}
            description={t('sportscard.fileHint')}
            accept={ACCEPT}
            value={file}
            onChange={(f) => {
              setFile(f);
              setProblem(null);
            }}
          />
          {problem ? (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          ) : null}
        </AssistantStep>
      ) : (
        <AssistantStep
          index={2}
          count={STEPS}
          title={t('sportscard.steps.2')}
          back={done ? undefined : () => setStep(SPORTSCARD_STEP.upload)}
        >
          <Text size="sm">{uploaded ? t('sportscard.uploaded') : null}</Text>
          {done ? (
            <Alert color="green" variant="light" role="status">
              {t('sportscard.sent')}
            </Alert>
          ) : (
            <Group>
              <Button onClick={() => void send()} loading={busy === 'send'}>
                {t('sportscard.confirm')}
              </Button>
            </Group>
          )}
        </AssistantStep>
      )}
    </AccountModal>
  );
}
