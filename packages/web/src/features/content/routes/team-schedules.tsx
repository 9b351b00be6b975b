import { POOL_NAMES } from '@club/domain/shared/pools';
import type { ScheduleSlot } from '@club/domain/content/content.schemas';
import { useTranslation } from 'react-i18next';
import { useSchedules } from '../api/team';
import classes from '../components/content.module.css';
import { SectionPage } from '../components/section-page';
import { useDateTexts } from '../components/use-dates';
import { esOrEus, useLang } from '../components/use-lang';

/** Slots grouped by pool, then by group, in the order the office set. */
function byPoolAndGroup(slots: ScheduleSlot[]) {
  const pools = new Map<number, Map<string, ScheduleSlot[]>>();
  for (const s of slots) {
    const groups = pools.get(s.pool_id) ?? new Map<string, ScheduleSlot[]>();
    pools.set(s.pool_id, groups);
    groups.set(s.group_es, [...(groups.get(s.group_es) ?? []), s]);
  }
  return [...pools.entries()].sort(([a], [b]) => a - b);
}

/** /equipo/horarios: the swimming timetable by pool (Fadura, Gobela) and group, days Monday first. */
export default function TeamSchedulesPage() {
  const { t } = useTranslation('content');
  const lang = useLang();
  const dates = useDateTexts();
  return (
    <SectionPage
      query={useSchedules()}
      titleKey="pages.teamSchedules"
      skeletons={2}
      isEmpty={(d) => d.slots.length === 0}
      emptyText={t('schedules.empty')}
      contact={t('team.contact.schedules')}
    >
      {(data) => (
        <div className={classes.pools}>
          {byPoolAndGroup(data.slots).map(([poolId, groups]) => (
            <section key={poolId} aria-labelledby={`pool-${poolId}`}>
              <h2 id={`pool-${poolId}`} className={classes.sectionTitle}>
                {t('schedules.pool', { pool: POOL_NAMES[poolId] ?? poolId })}
              </h2>
              <ul className={classes.timeline} style={{ gap: 'var(--mantine-spacing-md)' }}>
                {[...groups.values()].map((slots) => (
                  <li key={slots[0]!.id} className={classes.card}>
                    <div className={classes.cardBody}>
                      <h3 className={classes.cardTitle}>{esOrEus(lang, slots[0]!.group_es, slots[0]!.group_eus)}</h3>
                      <ul className={classes.slotList}>
                        {slots.map((s) => (
                          <li key={s.id} className={classes.slot}>
                            <span>
                              {dates.weekdays(s.days)}
                              {s.note_es ? <span className={classes.muted}> · {esOrEus(lang, s.note_es, s.note_eus)}</span> : null}
                            </span>
                            <span className={classes.time}>{t('schedules.time', { start: s.start_time, end: s.end_time })}</span>
                          </li>
                        ))}
                      </ul>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </SectionPage>
  );
}
