import { useQuery } from '@tanstack/react-query';
import { formatStart } from '@/client/i18n/format-start';
import { matchApi } from '../../queries';
import { fetchAvailability, type RoundRef } from './api';
import styles from './available-slots.module.css';
import sectionStyles from './schedule-section.module.css';
import { t } from '@/client/i18n/i18n';

interface AvailableSlotsProps {
  round: RoundRef;
  team1Id: number | null;
  team2Id: number | null;
  /** Tapping a time fills the court and start time selects (the start in minutes after midnight). */
  onPick: (courtNumber: number, startMinutes: number) => void;
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
  // Answers from before slots name hours only: each is then on the hour.
  const free = (slots.data ?? [])
    .map((slot) => ({
      courtNumber: slot.courtNumber,
      starts: slot.startMinutes ?? slot.startTimes.map((hour) => hour * 60),
    }))
    .filter((slot) => slot.starts.length > 0);

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
              {slot.starts.map((start) => (
                <button
                  key={start}
                  type="button"
                  className={styles.chip}
                  aria-label={t('admin.schedule.useSlot', { court: slot.courtNumber, hour: formatStart(start) })}
                  onClick={() => onPick(slot.courtNumber, start)}
                >
                  {formatStart(start)}
                </button>
              ))}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
