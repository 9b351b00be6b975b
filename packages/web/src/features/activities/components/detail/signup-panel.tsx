import type { CourseDetails } from '@club/domain/activities/activities.schemas';
import { clubToday } from '@club/domain/activities/catalogue.rules';
import { enrolmentRefusals, signupButtonState } from '@club/domain/activities/eligibility.rules';
import { signupStatusLabel } from '@club/domain/activities/labels';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertIcon, ExternalIcon } from '../../../../components/icons';
import { openAuthModal } from '../../../../lib/auth-modals';
import { PaymentStatusBadge } from '../../../../components/payments/payment-status';
import type { SignedUpState } from '../../api/courses-api';
import type { useViewer } from '../use-viewer';

interface Props {
  course: CourseDetails;
  viewer: ReturnType<typeof useViewer>;
  signedUp: SignedUpState | undefined;
  onSignup: () => void;
  onFamily: () => void;
}

/**
 * The signup button in each state of spec 001 §4 (external link, log in, can sign up, already
 * signed up, date expired, outside the age limit), the members-only and level notes, the family
 * entry point and the failed-payment warning.
 */
export function SignupPanel({ course, viewer, signedUp, onSignup, onFamily }: Props) {
  const { t } = useTranslation('activities');
  const today = useMemo(() => clubToday(new Date()), []);
  const loadingSignup = viewer.status === 'loading' || (viewer.person !== null && signedUp === undefined);
  const state = signupButtonState(course, { person: viewer.person, alreadySignedUp: signedUp?.signed_up ?? false }, today);
  const refusals = viewer.person ? enrolmentRefusals(course, viewer.person, { today, alreadySignedUp: signedUp?.signed_up ?? false }) : [];
  // Decision: the button rule has no state for members-only or level; the preview still tells
  // the member before the assistant opens, and the button stays usable only when neither applies.
  const blocker =
    state === 'can_signup'
      ? refusals.includes('MembersOnly')
        ? 'membersOnly'
        : refusals.includes('OutOfLevelLimit')
          ? 'level'
          : null
      : null;
  const paymentFailed =
    signedUp?.signed_up &&
    !signedUp.paid &&
    signedUp.payment_status !== null &&
    signedUp.payment_status !== 1 &&
    signedUp.status !== 3 &&
    (signedUp.payment_price ?? 0) > 0;

  return (
    <Stack gap="sm">
      {state === 'external' ? (
        <Button
          component="a"
          href={course.external_link}
          target="_blank"
          rel="noopener noreferrer"
          size="md"
          rightSection={<ExternalIcon />}
        >
          {t('button.external')}
          <span className="visually-hidden"> {t('common:newTab')}</span>
        </Button>
      ) : state === 'login' ? (
        <Button size="md" onClick={() => openAuthModal('login', { redirectTo: null })} loading={viewer.status === 'loading'}>
          {t('button.login')}
        </Button>
      ) : loadingSignup ? (
        <Button size="md" loading disabled>
          {t('button.canSignUp')}
        </Button>
      ) : state === 'can_signup' ? (
        <>
          <Button size="md" onClick={onSignup} disabled={blocker !== null} aria-describedby={blocker ? 'signup-blocker' : undefined}>
            {blocker === 'membersOnly' ? t('button.membersOnly') : blocker === 'level' ? t('button.level') : t('button.canSignUp')}
          </Button>
          {blocker ? (
            <Text id="signup-blocker" size="sm" c="gray.8">
              {blocker === 'membersOnly' ? t('button.reasonMembersOnly') : t('button.reasonLevel')}
              {blocker === 'membersOnly' ? (
                <>
                  {' '}
                  <Link to="/hazte_socio">{t('common:pages.join')}</Link>
                </>
              ) : null}
            </Text>
          ) : null}
        </>
      ) : state === 'already_signed_up' ? (
        <>
          <Button size="md" color="green.9" disabled aria-describedby="signup-state">
            {t('button.signedUp')}
          </Button>
          <Text id="signup-state" size="sm">
            {t('detail.signedUpStatus', { status: t(signupStatusLabel(signedUp?.status ?? 0).key) })}
          </Text>
          {signedUp?.payment_status !== null && signedUp?.payment_status !== undefined && (signedUp.payment_price ?? 0) > 0 ? (
            <Text size="sm" component="div">
              {t('detail.paymentStatus', { status: '' })}
              <PaymentStatusBadge status={signedUp.payment_status} />
            </Text>
          ) : null}
        </>
      ) : state === 'date_expired' ? (
        <>
          <Button size="md" color="dark" disabled aria-describedby="signup-state">
            {t('button.expired')}
          </Button>
          <Text id="signup-state" size="sm">
            {t('button.reasonExpired')}
          </Text>
        </>
      ) : (
        <>
          {/* Issue 20, point 6: a parent outside the ages enrols their family, so that is the main
              button (the family signup offers to add their child at once when they have none). */}
          <Button size="md" onClick={onFamily} aria-describedby="signup-state">
            {t('detail.family')}
          </Button>
          <Text id="signup-state" size="sm">
            {t('button.reasonOutOfAgeFamily')}
          </Text>
        </>
      )}

      {viewer.profile?.allow_impersonate === 1 &&
      state !== 'external' &&
      state !== 'date_expired' &&
      state !== 'login' &&
      state !== 'out_of_age' ? (
        <Button variant="outline" onClick={onFamily}>
          {t('detail.family')}
        </Button>
      ) : null}

      {paymentFailed ? (
        <Alert color="orange" variant="light" icon={<AlertIcon />} title={t('detail.paymentFailed')}>
          <Button component={Link} to="/myaccount/pendingpayments" color="red.9" variant="filled" size="sm" mt="xs">
            {t('detail.paymentFailedButton')}
          </Button>
        </Alert>
      ) : null}
    </Stack>
  );
}
