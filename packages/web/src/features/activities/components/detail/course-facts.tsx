import type { CourseDetails } from '@club/domain/activities/activities.schemas';
import { DISCOUNT_TYPES } from '@club/domain/activities/activities.schemas';
import { clubToday, isSetDate } from '@club/domain/activities/catalogue.rules';
import { isMultiOption, needsVariant } from '@club/domain/activities/choice.rules';
import { formatCents, parseEuroCents, toCents } from '@club/domain/activities/pricing.rules';
import { ageRangeInWords, scheduleInWords } from '@club/domain/activities/words.rules';
import type { Language } from '@club/domain/shared/constants';
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
  const { i18n } = useTranslation();
  const lang: Language = i18n.language === 'eus' ? 'eus' : i18n.language === 'en' ? 'en' : 'es';
  const price = usePriceText(course);
  const min = course.age_min_months;
  const max = course.age_max_months;
  // Issue 20: the place in the reader's language, the course's own days and hours written out.
  const location = (lang === 'eus' ? course.location_eus : '') || course.location;
  const schedule = course.selected_days.length > 0 ? scheduleInWords(course.selected_days, course.schedule, lang) : course.schedule;
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
      {location ? <Fact label={t('detail.location')}>{location}</Fact> : null}
      {schedule ? <Fact label={t('detail.schedule')}>{schedule}</Fact> : null}
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
      {min > 0 || max > 0 ? <Fact label={t('detail.age')}>{ageRangeInWords(min, max, lang)}</Fact> : null}
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
