import type { CourseDetails, DoEnrollReply, EnrolRefusal } from '@club/domain/activities/activities.schemas';
import { SIGNUP_STATUS } from '@club/domain/activities/activities.schemas';
import { clubToday } from '@club/domain/activities/catalogue.rules';
import type { LinkedUser } from '@club/domain/family/family.schemas';
import type { LinkedUserState } from '@club/domain/family/family.rules';
import { isOn } from '@club/domain/shared/flags';
import { Accordion, Alert, Badge, Button, Center, Grid, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../../../components/icons';
import { toast } from '../../../account';
import { familyCalls, NewMemberForm, useLinkedUsers } from '../../../family';
import { AutoPayButton } from '../../../../components/payments/pay-now-modal';
import { toProfileForm } from '../enrol/data-step';
import { EnrolProblemModal, type EnrolProblem } from '../enrol/enrol-modals';
import { useCourseFormat } from '../use-course-format';
import { FamilyTotal } from './family-total';
import { PersonAssistant } from './person-assistant';
import { awaitsChoice, blockers, formDataOf, initialChoice, missingCount, priceOf, stateOf, type PersonChoice } from './person-choice';

const STATE_COLOUR: Record<LinkedUserState, string> = {
  loading: 'gray.7',
  out_of_age: 'dark',
  available: 'blue.9',
  missing_data: 'yellow.5',
  ready: 'teal.9',
  enrolled: 'green.9',
};

interface Props {
  course: CourseDetails;
  title: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onBack: () => void;
  onConfirmed: (reply: DoEnrollReply) => void;
}

/**
 * View mode 2, the extended (family) signup (spec 001 §2, §4): each linked person as a
 * collapsible card with its state (loading, outside the age limit, available, selected but
 * missing data, ready, already enrolled) and, once queued, its own assistant; the queue; the
 * create-family-member panel; the total; back and finish. Finishing saves the data each person
 * lacked (update_impersonated_profile), enrols the queue in one call (do_impersonated_enroll) and,
 * when a card payment is due, pays the whole order once (get_pm_impersonated_detail).
 */
export default function ExtendedSignup({ course, title, headingRef, onBack, onConfirmed }: Props) {
  const { t } = useTranslation(['family', 'activities']);
  const { lang } = useCourseFormat();
  const today = useMemo(() => clubToday(new Date()), []);
  const users = useLinkedUsers(course.slug_es);
  const client = useQueryClient();
  const [queue, setQueue] = useState<Record<number, PersonChoice>>({});
  const [order, setOrder] = useState<number[]>([]);
  const [open, setOpen] = useState<string | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<EnrolProblem | null>(null);
  const [payTicket, setPayTicket] = useState<{ ticketID: number; amount: number } | null>(null);

  const list = users.data ?? [];
  const byId = new Map(list.map((u) => [u.id, u]));
  const queued = order.filter((id) => byId.has(id) && queue[id]);
  const lines = queued.map((id) => {
    const u = byId.get(id)!;
    return {
      name: `${u.first_name} ${u.last_name}`,
      price: priceOf(course, u, queue[id]!, today, queued.length),
      awaitsChoice: awaitsChoice(course, u, queue[id]!),
    };
  });
  const notReady = queued.filter((id) => missingCount(course, byId.get(id)!, queue[id]!) > 0);
  const totalCents = lines.reduce((s, l) => s + l.price.totalCents, 0);
  const cardDue = isOn(course.requires_card_payment) && totalCents > 0;

  const add = (u: LinkedUser) => {
    setQueue((q) => ({ ...q, [u.id]: q[u.id] ?? initialChoice(course, u) }));
    setOrder((o) => (o.includes(u.id) ? o : [...o, u.id]));
    setOpen(String(u.id));
  };
  const remove = (id: number) => {
    setQueue((q) => {
      const next = { ...q };
      delete next[id];
      return next;
    });
    setOrder((o) => o.filter((x) => x !== id));
  };

  const finish = async () => {
    if (queued.length === 0) return;
    if (notReady.length > 0) {
      setShowErrors(true);
      setOpen(String(notReady[0]));
      toast({ color: 'red', title: t('activities:enrol.form.missingTitle'), message: t('ext.notReady') });
      return;
    }
    setBusy(true);
    try {
      for (const id of queued) {
        const c = queue[id]!;
        if (c.asked.length === 0) continue;
        const r = await familyCalls.updateImpersonatedProfile({
          userID: id,
          slug_es: course.slug_es,
          slug_en: course.slug_en,
          form_data: toProfileForm(c.values, c.asked),
        });
        if (r.success !== 1) {
          setProblem({ kind: 'refused', ext: typeof r.ext === 'string' ? r.ext : t('activities:enrol.data.saveFailed'), reasons: [] });
          return;
        }
      }
      const res = await familyCalls.enrolFamily({
        type: 0,
        slug_es: course.slug_es,
        slug_en: course.slug_en,
        form_data: queued.map((id) => {
          const c = queue[id]!;
          const variant = c.variantIndex !== null ? course.variants[c.variantIndex] : undefined;
          return {
            userID: id,
            variant: variant?.uuid ?? null,
            variantIndex: c.variantIndex,
            priceMulti: c.priceMulti.map((m) => ({ index: m.index, extended: isOn(m.extended) ? 1 : 0 })),
            optional_services: c.services,
            form_data: formDataOf(course, c),
          };
        }),
      });
      void client.invalidateQueries({ queryKey: ['family'] });
      void client.invalidateQueries({ queryKey: ['account'] });
      void client.invalidateQueries({ queryKey: ['courses', 'availability', course.slug_es] });
      if (res.success === 1 && res.data && 'tickets' in res.data) {
        const d = res.data;
        if (cardDue && d.payment_price > 0) {
          setPayTicket({ ticketID: d.ticketID, amount: d.payment_price });
          return;
        }
        const allWaiting = d.tickets.every((x) => x.status === SIGNUP_STATUS.waitingList);
        const first = d.tickets[0]!;
        onConfirmed({
          ticketID: d.ticketID,
          status: allWaiting ? SIGNUP_STATUS.waitingList : first.status,
          payment_status: first.payment_status,
          payment_price: d.payment_price,
        });
        return;
      }
      if (res.code === 4) {
        const data = (res.data ?? {}) as { reasons?: string[] };
        setProblem({ kind: 'refused', ext: typeof res.ext === 'string' ? res.ext : null, reasons: (data.reasons ?? []) as EnrolRefusal[] });
      } else setProblem({ kind: 'failed' });
    } catch {
      toast({ color: 'red', title: t('activities:enrol.hardErrorTitle'), message: t('activities:enrol.networkToast') });
      setProblem({ kind: 'hard' });
    } finally {
      setBusy(false);
    }
  };

  // The view's heading takes the focus once it is there (this chunk loads after the mode changes).
  useEffect(() => {
    headingRef.current?.focus();
  }, [headingRef]);

  const stateText = (s: LinkedUserState) => t(`ext.states.${s}`);

  return (
    <>
      <Title order={1} ref={headingRef} tabIndex={-1} mb={4}>
        {t('activities:family.title')}
      </Title>
      <Text fw={600} mb="md">
        {title}
      </Text>
      {payTicket ? (
        <Paper withBorder radius="lg" p="lg">
          <Stack>
            <Title order={2} size="h3">
              {t('ext.pay.title')}
            </Title>
            <Text>{t('ext.pay.text', { amount: payTicket.amount.toFixed(2).replace('.', ',') })}</Text>
            <AutoPayButton getSignedForm={() => familyCalls.orderPaymentForm(payTicket.ticketID)} label={t('ext.pay.button')} />
          </Stack>
        </Paper>
      ) : (
        <Grid gutter="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Text mb="md">{t('ext.intro')}</Text>
            {users.isPending ? (
              <Center py="lg" role="status">
                <Loader aria-label={stateText('loading')} />
              </Center>
            ) : users.isError ? (
              <Alert color="red" variant="light" role="alert">
                {t('errors.load')}
              </Alert>
            ) : list.length === 0 ? (
              <Text c="gray.7">{t('ext.noPersons')}</Text>
            ) : (
              <Accordion value={open} onChange={setOpen} variant="separated" radius="md" chevronPosition="right">
                {list.map((u) => {
                  const c = queue[u.id];
                  const state = stateOf(course, u, c, users.isFetching && !users.data);
                  const blocked = blockers(course, u, today);
                  return (
                    <Accordion.Item key={u.id} value={String(u.id)}>
                      <Accordion.Control>
                        <Group justify="space-between" wrap="wrap" gap="xs" pr="sm">
                          <Text fw={600}>
                            {u.first_name} {u.last_name}
                          </Text>
                          <Badge color={STATE_COLOUR[state]} variant="filled" tt="none" autoContrast>
                            {stateText(state)}
                          </Badge>
                        </Group>
                      </Accordion.Control>
                      <Accordion.Panel>
                        {open === String(u.id) ? (
                          <Stack gap="md">
                            {state === 'enrolled' ? (
                              <Text>{t('ext.enrolledText')}</Text>
                            ) : state === 'out_of_age' ? (
                              <Text>{t('ext.outOfAge', { name: u.first_name })}</Text>
                            ) : blocked.length > 0 ? (
                              <Text>{blocked.map((r) => t(`activities:enrol.refusals.${r}`)).join(' ')}</Text>
                            ) : c ? (
                              <>
                                <PersonAssistant
                                  course={course}
                                  user={u}
                                  lang={lang}
                                  value={c}
                                  showErrors={showErrors}
                                  onChange={(next) => setQueue((q) => ({ ...q, [u.id]: next }))}
                                />
                                <Group justify="flex-end">
                                  <Button variant="outline" color="red.9" onClick={() => remove(u.id)}>
                                    {t('ext.remove', { name: u.first_name })}
                                  </Button>
                                </Group>
                              </>
                            ) : (
                              <Group>
                                <Button onClick={() => add(u)}>{t('ext.add', { name: u.first_name })}</Button>
                              </Group>
                            )}
                          </Stack>
                        ) : null}
                      </Accordion.Panel>
                    </Accordion.Item>
                  );
                })}
              </Accordion>
            )}

            <Paper withBorder radius="md" p="md" mt="lg">
              <Group justify="space-between">
                <Text fw={600}>{t('ext.missingSomeone')}</Text>
                <Button variant="light" onClick={() => setAdding((a) => !a)} aria-expanded={adding}>
                  {adding ? t('newMember.cancel') : t('people.add')}
                </Button>
              </Group>
              {adding ? (
                <Stack mt="md">
                  <Title order={2} size="h4">
                    {t('newMember.title')}
                  </Title>
                  <NewMemberForm
                    idPrefix="ext-new-member"
                    onCreated={(u) => {
                      setAdding(false);
                      add(u);
                    }}
                  />
                </Stack>
              ) : null}
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="md">
              <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="family-queue-title">
                <Title order={2} size="h4" id="family-queue-title" mb="sm">
                  {t('ext.queue.title')}
                </Title>
                {queued.length === 0 ? (
                  <Text size="sm" c="gray.7">
                    {t('ext.queue.empty')}
                  </Text>
                ) : (
                  <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                    {queued.map((id) => {
                      const u = byId.get(id)!;
                      const ready = !notReady.includes(id);
                      return (
                        <Group component="li" key={id} justify="space-between" wrap="nowrap" gap="xs">
                          <Text size="sm">
                            {u.first_name} {u.last_name} · {ready ? stateText('ready') : stateText('missing_data')}
                          </Text>
                          <Button size="compact-sm" variant="default" onClick={() => remove(id)}>
                            {t('ext.queue.remove')}
                            <span className="visually-hidden"> {u.first_name}</span>
                          </Button>
                        </Group>
                      );
                    })}
                  </Stack>
                )}
              </Paper>
              <FamilyTotal lines={lines} />
              {showErrors && notReady.length > 0 ? (
                <Alert color="red" icon={<AlertIcon />} role="alert">
                  {t('ext.notReady')}
                </Alert>
              ) : null}
            </Stack>
          </Grid.Col>
        </Grid>
      )}
      <Group justify="space-between" mt="xl">
        <Button variant="default" onClick={onBack} disabled={busy}>
          {t('activities:family.back')}
        </Button>
        {payTicket ? null : (
          <Button onClick={() => void finish()} loading={busy} disabled={queued.length === 0}>
            {cardDue ? t('ext.finishPay') : t('ext.finish')}
          </Button>
        )}
      </Group>
      <EnrolProblemModal problem={problem} onClose={() => setProblem(null)} />
    </>
  );
}
