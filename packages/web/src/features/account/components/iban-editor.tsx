import {
  canSaveBankData,
  maskIbanWithCountry,
  needsBankEditor,
  reusableBankDetails,
  type BankDetails,
} from '@club/domain/account/account.rules';
import { UPDATE_PAYMENT_CODE } from '@club/domain/account/account.schemas';
import {
  IBAN_PART_LENGTHS,
  ibanProblem,
  isValidSwift,
  joinIban,
  normalizeSwift,
  splitIban,
  suggestSwift,
  type IbanParts,
} from '@club/domain/account/bank.rules';
import { ES_BANK_BIC } from '@club/domain/account/es-bank-bic';
import { Alert, Button, Fieldset, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { friendlyFormatIBAN } from 'ibantools';
import { useEffect, useId, useRef, useState, type ClipboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api';
import type { SaveBankDetails } from '../api/account-api';
import { reportFailure } from '../api/report-failure';
import classes from './account.module.css';
import { ProblemAlert } from './section-parts';
import { toast } from './toast';

/*
 * The IBAN editor (spec 000 §3 "IBAN entry", §4, §5). This module and the bank table
 * (es-bank-bic, ~3 KB gzip) and ibantools load only with it: pages import it with React.lazy.
 */

export interface IbanEditorProps {
  details: BankDetails;
  title: string;
  description?: string;
  headingOrder?: 2 | 3 | 4;
  onSave: SaveBankDetails;
  onSaved?: () => void;
  /** Where a failure is reported from (diagnostics). */
  reportAs: string;
  /**
   * The same person's other account (the activities one for the member quota, or the reverse),
   * offered to fill this one when it is empty; the parent still confirms it with the save button.
   */
  reuse?: { details: BankDetails; from: 'activities' | 'quota' };
}

const PART_ORDER: (keyof IbanParts)[] = ['country', 'bank', 'office', 'control', 'account'];
const emptyParts: IbanParts = { country: 'ES', bank: '', office: '', control: '', account: '' };

export default function IbanEditor({ details, title, description, headingOrder = 3, onSave, onSaved, reportAs, reuse }: IbanEditorProps) {
  const { t } = useTranslation('account');
  const [editing, setEditing] = useState(() => needsBankEditor(details));
  const [parts, setParts] = useState<IbanParts>(() => (details.iban ? splitIban(details.iban) : emptyParts));
  const [swift, setSwift] = useState(details.swift);
  // The SWIFT box says what is wrong once left (a tap on the greyed-out button leaves it), not at every key.
  const [swiftLeft, setSwiftLeft] = useState(false);
  const [suggested, setSuggested] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const ids = useId();
  const offer = reuse ? reusableBankDetails(details, reuse.details) : null;
  // After the offer fills the boxes, the focus goes to the save button: confirming is the next step.
  const [reused, setReused] = useState(0);
  const saveButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (reused > 0) saveButton.current?.focus();
  }, [reused]);

  const iban = joinIban(parts);
  const canSave = canSaveBankData({ iban, swift });
  // Decision: the save button keeps the spec's rule (enabled from 8 characters of SWIFT and 20
  // of IBAN), but a SWIFT that cannot be one says why in its own box: a greyed-out button alone
  // left a family with "ABC" typed not knowing what was wrong.
  const swiftProblem = swiftLeft && swift.trim() !== '' && !isValidSwift(swift) ? t('bank.swiftInvalid') : null;

  const setPart = (key: keyof IbanParts, raw: string) => {
    // A whole IBAN typed, dropped or pasted (a phone's keyboard may paste without a paste event) into any box.
    const whole = wholeIban(raw);
    if (whole) return spread(whole);
    const value = key === 'country' ? raw.toUpperCase().replace(/[^A-Z0-9]/g, '') : raw.replace(/\D/g, '');
    const next = { ...parts, [key]: value.slice(0, IBAN_PART_LENGTHS[key]) };
    setParts(next);
    setProblem(null);
    if (key === 'bank') {
      const bic = next.bank.length === 4 && next.country.startsWith('ES') ? suggestSwift(next.bank, ES_BANK_BIC) : null;
      // The suggestion fills the field only when the user has not typed their own BIC.
      if (bic && (!swift || swift === suggested || swift === details.swift)) setSwift(bic);
      setSuggested(bic);
    }
  };

  /** Spreads a whole IBAN over the five boxes and suggests its bank's BIC. */
  const spread = (iban: string) => {
    const next = splitIban(iban);
    setParts(next);
    setProblem(null);
    const bic = suggestSwift(next.bank, ES_BANK_BIC);
    setSuggested(bic);
    if (bic && (!swift || swift === suggested || swift === details.swift)) setSwift(bic);
  };

  /** Fills the boxes and the SWIFT with the other account's, for the parent to check and save. */
  const fillFromOffer = () => {
    if (!offer) return;
    setParts(splitIban(offer.iban));
    setSwift(offer.swift);
    setSuggested(null);
    setSwiftLeft(false);
    setProblem(null);
    setReused((n) => n + 1);
  };

  /** A whole IBAN pasted into any box is spread over the five. */
  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const whole = wholeIban(e.clipboardData.getData('text'));
    if (!whole) return;
    e.preventDefault();
    spread(whole);
  };

  const save = async () => {
    const bad = ibanProblem(iban) ? 'iban' : !isValidSwift(swift) ? 'swift' : null;
    if (bad) {
      setProblem(t('bank.checkForm'));
      toast({ color: 'red', title: t('bank.invalidTitle'), message: t('bank.checkForm') });
      return;
    }
    setSaving(true);
    try {
      const res = await onSave({ iban, swift: normalizeSwift(swift) });
      if (res.success === 1) {
        toast({ color: 'green', message: t('bank.saved') });
        setEditing(false);
        onSaved?.();
        return;
      }
      setProblem(paymentCodeText(t, res.code));
      reportFailure(reportAs, { code: res.code, ext: res.ext });
    } catch (e) {
      const code = e instanceof ApiError ? e.envelope?.code : undefined;
      // 403 carries code 1 (permission denied); transport errors are reported by lib/api.
      setProblem(code !== undefined ? paymentCodeText(t, code) : t('errors.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  const heading = (
    <>
      <Title order={headingOrder} size="h4">
        {title}
      </Title>
      {description ? (
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      ) : null}
    </>
  );

  if (!editing) {
    return (
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          {heading}
          <dl className={classes.dl}>
            <dt>{t('bank.iban')}</dt>
            <dd>{friendlyFormatIBAN(details.iban) ?? details.iban}</dd>
            <dt>{t('bank.swift')}</dt>
            <dd>{details.swift}</dd>
          </dl>
          <Group>
            <Button variant="light" onClick={() => setEditing(true)} aria-label={t('bank.editLabel', { what: title })}>
              {t('actions.edit')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    );
  }

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        {heading}
        {details.needs_update === 1 ? (
          <Alert color="yellow" variant="light">
            {t('bank.needsUpdate')}
          </Alert>
        ) : null}
        {offer && reuse ? (
          <Group>
            <Button variant="light" onClick={fillFromOffer} classNames={{ root: classes.wrapButton, label: classes.wrapLabel }}>
              {t(`bank.reuse.${reuse.from}`, { iban: maskIbanWithCountry(offer.iban) })}
            </Button>
          </Group>
        ) : null}
        <Fieldset legend={t('bank.iban')} variant="unstyled">
          <div className={classes.ibanParts}>
            {PART_ORDER.map((key) => (
              <TextInput
                key={key}
                id={`${ids}-${key}`}
                label={t(`bank.parts.${key}`)}
                value={parts[key]}
                onChange={(e) => setPart(key, e.currentTarget.value)}
                onPaste={onPaste}
                inputMode={key === 'country' ? 'text' : 'numeric'}
                autoComplete="off"
                // No maxLength: a whole IBAN put into one box must reach setPart to be spread.
                className={key === 'account' ? classes.ibanAccount : undefined}
                styles={{ input: { fontFamily: 'monospace', letterSpacing: 1 } }}
              />
            ))}
          </div>
          <Text size="sm" c="dimmed" mt={4} aria-live="polite">
            {t('bank.joined', { iban: friendlyFormatIBAN(iban) ?? iban })}
          </Text>
        </Fieldset>
        <TextInput
          label={t('bank.swift')}
          value={swift}
          onChange={(e) => {
            setSwift(e.currentTarget.value.toUpperCase().replace(/\s/g, '').slice(0, 11));
            setProblem(null);
          }}
          description={suggested ? t('bank.suggested', { bic: suggested }) : t('bank.swiftHint')}
          onBlur={() => setSwiftLeft(true)}
          error={swiftProblem}
          autoComplete="off"
          maxLength={11}
          // The box is narrow (11 characters); its hint and its error use the whole width.
          styles={{ input: { fontFamily: 'monospace', letterSpacing: 1, maxWidth: 220 } }}
        />
        <ProblemAlert problem={problem} />
        <Group>
          <Button ref={saveButton} onClick={save} loading={saving} disabled={!canSave}>
            {t('bank.save')}
          </Button>
          {!needsBankEditor(details) ? (
            <Button
              variant="default"
              onClick={() => {
                setEditing(false);
                setParts(splitIban(details.iban));
                setSwift(details.swift);
                setSwiftLeft(false);
                setProblem(null);
              }}
            >
              {t('actions.cancel')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * A whole IBAN in what was typed or pasted ("IBAN ES91 2100-0418…", any case), without its spaces
 * and separators; null when it is only a piece of one (a box's own part).
 */
export function wholeIban(text: string): string | null {
  const compact = text
    .toUpperCase()
    .replace(/^\s*IBAN[\s:]*/, '')
    .replace(/[\s.-]/g, '');
  return compact.length >= 15 && /^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(compact) ? compact : null;
}

export function paymentCodeText(t: TFunction<'account'>, code: number | string | undefined): string {
  switch (Number(code)) {
    case UPDATE_PAYMENT_CODE.permissionDenied:
      return t('bank.codes.1');
    case UPDATE_PAYMENT_CODE.ibanInvalid:
      return t('bank.codes.2');
    case UPDATE_PAYMENT_CODE.swiftInvalid:
      return t('bank.codes.3');
    default:
      return t('bank.codes.other', { code: code ?? '?' });
  }
}
