import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { MyMatch } from '@/shared/schemas/reports';
import { MAX_RESCHEDULE_PROPOSALS, type RescheduleInput, type RescheduleOptions } from '@/shared/schemas/reschedules';
import { Button } from '@/client/components/ui/button';
import { TextAreaField } from '@/client/components/ui/field';
import { SelectField, type SelectOption } from '@/client/components/ui/select';
import { myQueries } from '../queries';
import { proposalText } from '../messages';
import styles from './my-matches.module.css';
import { t } from '@/client/i18n/i18n';

interface RescheduleFormProps {
  match: MyMatch;
  onSend: (payload: RescheduleInput) => Promise<boolean>;
  onCancel: () => void;
}

/** A slot as the form's select holds it: round, start and court in one value. */
const slotValue = (roundId: number, startMinutes: number, courtNumber: number) =>
  `${roundId}|${startMinutes}|${courtNumber}`;

/** Every free slot of the answer, one choice per round, start and court, in the rounds' order. */
function slotChoices(options: RescheduleOptions): SelectOption<string>[] {
  return options.rounds.flatMap((round) =>
    round.slots.flatMap((slot) =>
      slot.courtNumbers.map((courtNumber) => ({
        value: slotValue(round.roundId, slot.startMinutes, courtNumber),
        label: proposalText({
          roundName: round.roundName,
          date: round.date,
          startMinutes: slot.startMinutes,
          courtNumber,
        }),
      })),
    ),
  );
}

/**
 * "Ask to move": why (required) and one to three slots, each chosen among the slots of the
 * league's rounds where both pairs are free and a court is (docs/reschedules.md). The slots come
 * from the server; the request itself goes through the outbox.
 */
export function RescheduleForm({ match, onSend, onCancel }: RescheduleFormProps) {
  const options = useQuery(myQueries.rescheduleOptions(match.id));
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [slots, setSlots] = useState<(string | null)[]>([null]);
  const [slotError, setSlotError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const choices = options.data ? slotChoices(options.data) : [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = [...new Set(slots.filter((slot): slot is string => slot !== null))];
    const missingReason = reason.trim() === '' ? t('me.move.reasonRequired') : null;
    const missingSlot = chosen.length === 0 ? t('me.move.slotRequired') : null;
    setReasonError(missingReason);
    setSlotError(missingSlot);
    if (missingReason || missingSlot || sending) return;
    const proposals = chosen.map((slot) => {
      const [roundId, startMinutes, courtNumber] = slot.split('|').map(Number) as [number, number, number];
      return { roundId, startMinutes, courtNumber };
    });
    setSending(true);
    const sent = await onSend({ reason: reason.trim(), proposals });
    if (!sent) setSending(false);
  };

  let picker;
  if (options.isPending) picker = <p className={styles.hint}>{t('me.move.loadingSlots')}</p>;
  else if (options.isError)
    picker = (
      <p className={styles.hint} role="alert">
        {t('me.move.slotsFailed')}
      </p>
    );
  else if (choices.length === 0) picker = <p className={styles.hint}>{t('me.move.noSlots')}</p>;
  else {
    picker = (
      <>
        {slots.map((slot, index) => (
          <div key={index} className={styles.slotRow}>
            <SelectField
              label={t('me.move.slot', { n: index + 1 })}
              value={slot}
              options={choices}
              placeholder={t('me.move.chooseSlot')}
              error={index === 0 ? slotError : null}
              required={index === 0}
              onValueChange={(value) => {
                setSlots((current) => current.map((old, i) => (i === index ? value : old)));
                setSlotError(null);
              }}
            />
            {index > 0 ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setSlots((current) => current.filter((_, i) => i !== index))}
              >
                {t('me.move.removeSlot')}
              </Button>
            ) : null}
          </div>
        ))}
        {slots.length < MAX_RESCHEDULE_PROPOSALS ? (
          <Button variant="secondary" size="sm" onClick={() => setSlots((current) => [...current, null])}>
            {t('me.move.addSlot')}
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <form className={styles.entry} noValidate aria-label={t('me.move.title')} onSubmit={(event) => void submit(event)}>
      <h3 className={styles.entryTitle}>{t('me.move.title')}</h3>
      <TextAreaField
        label={t('me.move.reason')}
        required
        value={reason}
        onValueChange={setReason}
        error={reasonError}
        maxLength={500}
      />
      {picker}
      <div className={styles.actions}>
        <Button
          type="submit"
          variant="primary"
          disabled={sending || choices.length === 0}
          aria-busy={sending || undefined}
        >
          {sending ? t('me.sending') : t('me.move.send')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('me.cancel')}
        </Button>
      </div>
    </form>
  );
}
