import { useQuery } from '@tanstack/react-query';
import { formatStartHour } from '@/client/i18n/format';
import { matchApi } from '../../queries';
import { fetchAvailability, type RoundRef } from './api';
import styles from './available-slots.module.css';
import sectionStyles from './schedule-section.module.css';
import { t } from '@/client/i18n/i18n';

interface AvailableSlotsProps {
  round: RoundRef;
  team1Id: number | null;
  team2Id: number | null;
  /** Tapping a time fills the court and start time selects. */
  onPick: (courtNumber: number, startTime: number) => void;
}

/** The 'Available Slots' info box: free courts and times for the chosen pair (docs/rules.md, "Scheduling"). */
export function AvailableSlots({ round, team1Id, team2Id, onPick }: AvailableSlotsProps) {
  const ready = team1Id !== null && team2Id !== null;
  const slots = useQuery({
    queryKey: matchApi.admin.key.availability(round.clubId, round.leagueId, round.roundId, team1Id, team2Id),
    queryFn: async ({ signal }) => {
      try {
        return (await fetchAvailability(round, team1Id!, team2Id!, signal))?.availableSlots ?? [];
      } catch (error) {
        // A pick changed before the answer came: not a failure.
        if (signal.aborted) throw error;
        console.error('Failed to load available slots', error);
        return [];
      }
    },
    enabled: ready,
    staleTime: 0,
  });
  const free = (slots.data ?? []).filter((slot) => slot.startTimes.length > 0);

  return (
    <section className={sectionStyles.info} aria-labelledby="available-slots-title" aria-live="polite">
      <h3 id="available-slots-title" className={sectionStyles.infoTitle}>
        {t('admin.schedule.availableSlots')}
      </h3>
      {!ready ? (
        <p>{t('admin.schedule.availableSlotsHint')}</p>
      ) : slots.isPending ? (
        <p>{t('admin.schedule.checkingSlots')}</p>
      ) : free.length === 0 ? (
        <p>{t('admin.schedule.noSlots')}</p>
      ) : (
        <ul className={styles.list}>
          {free.map((slot) => (
            <li key={slot.courtNumber} className={styles.slots}>
              <span className={styles.court}>{t('admin.schedule.courtLabel', { court: slot.courtNumber })}</span>
              {slot.startTimes.map((hour) => (
                <button
                  key={hour}
                  type="button"
                  className={styles.chip}
                  aria-label={t('admin.schedule.useSlot', { court: slot.courtNumber, hour: formatStartHour(hour) })}
                  onClick={() => onPick(slot.courtNumber, hour)}
                >
                  {formatStartHour(hour)}
                </button>
              ))}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
