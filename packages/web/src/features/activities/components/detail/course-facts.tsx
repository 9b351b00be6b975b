import type { CourseDetails } from '@club/domain/activities/activities.schemas';
import { DISCOUNT_TYPES } from '@club/domain/activities/activities.schemas';
import { clubToday, isSetDate } from '@club/domain/activities/catalogue.rules';
import { isMultiOption, needsVariant } from '@club/domain/activities/choice.rules';
import { formatCents, parseEuroCents, toCents } from '@club/domain/activities/pricing.rules';
import { isOn } from '@club/domain/shared/flags';
import { Stack, Text } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCourseFormat } from '../use-course-format';
import { SeatsBadge } from './seats-badge';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" fw={700} tt="uppercase" c="gray.7" style={{ letterSpacing: 0.4 }}>
        {label}
      </Text>
      <Text component="dd" m={0}>
        {children}
      </Text>
    </div>
  );
}

/** An age bound in months written the way parents read it: whole years when it is a multiple of 12. */
function useAge() {
  const { t } = useTranslation('activities');
  return (months: number) => (months % 12 === 0 ? t('detail.years', { count: months / 12 }) : t('detail.months', { count: months }));
}

/** The price line: free, the guests' price (and the members' when different), or 'depends on the choice'. */
function usePriceText(course: CourseDetails): string[] {
  const { t } = useTranslation('activities');
  if (isMultiOption(course)) return [t('detail.priceOptions')];
  if (needsVariant(course) && course.variants.some((v) => parseEuroCents(v.price) !== null)) return [t('detail.priceVariants')];
  const guests = toCents(course.price_guests);
  const members = toCents(course.price_members);
  if (guests === 0 && members === 0) return [t('detail.priceFree')];
  const lines = [t('detail.priceGuests', { price: formatCents(guests) })];
  if (members !== guests) lines.push(t('detail.priceMembers', { price: formatCents(members) }));
  return lines;
}

/** The facts of a course (spec 001 §2): dates, deadline, location, schedule, price, age and seats. */
export function CourseFacts({ course }: { course: CourseDetails }) {
  const { t, dates, longDate } = useCourseFormat();
  const today = useMemo(() => clubToday(new Date()), []);
  const age = useAge();
  const price = usePriceText(course);
  const min = course.age_min_months;
  const max = course.age_max_months;
  // Early-enrolment discounts are shown while they still apply; family ones always (spec 001 §9).
  const discounts = course.discounts_meta.filter((d) => d.type !== DISCOUNT_TYPES.earlyEnrolment || (isSetDate(d.date) && today <= d.date));
  return (
    <Stack component="dl" gap="sm" m={0}>
      <Fact label={t('detail.dates')}>
        <time dateTime={course.date}>{dates(course.date, course.date_end)}</time>
      </Fact>
      <Fact label={t('detail.deadline')}>
        {isSetDate(course.max_signup_date) ? (
          <time dateTime={course.max_signup_date}>{longDate(course.max_signup_date)}</time>
        ) : (
          t('detail.noDeadline')
        )}
      </Fact>
      {course.location ? <Fact label={t('detail.location')}>{course.location}</Fact> : null}
      {course.schedule ? <Fact label={t('detail.schedule')}>{course.schedule}</Fact> : null}
      <Fact label={t('detail.price')}>
        {price.map((line) => (
          <span key={line} style={{ display: 'block' }}>
            {line}
          </span>
        ))}
      </Fact>
      {discounts.length > 0 ? (
        <Fact label={t('detail.discounts')}>
          {discounts.map((d, i) => (
            <span key={i} style={{ display: 'block' }}>
              {d.type === DISCOUNT_TYPES.earlyEnrolment
                ? t('detail.discountEarly', { percent: d.discountPercent, date: longDate(d.date) })
                : t('detail.discountFamily', { percent: d.discountPercent })}
            </span>
          ))}
        </Fact>
      ) : null}
      {min > 0 || max > 0 ? (
        <Fact label={t('detail.age')}>
          {min > 0 && max > 0
            ? t('detail.ageRange', { min: age(min), max: age(max) })
            : min > 0
              ? t('detail.ageMin', { min: age(min) })
              : t('detail.ageMax', { max: age(max) })}
        </Fact>
      ) : null}
      {!needsVariant(course) && !isOn(course.is_external) ? (
        <Fact label={t('detail.seats')}>
          <SeatsBadge slug={course.slug_es} variant={null} />
        </Fact>
      ) : null}
      {isOn(course.requires_membership) ? (
        <Text size="sm" fw={600} c="blue.9">
          {t('detail.membersOnly')}
        </Text>
      ) : null}
    </Stack>
  );
}
