import type { FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import type { MatchFormat } from '@/shared/domain/constants';
import type { Match } from '@/shared/schemas/match';
import { buttonClassName } from '@/client/components/ui/button';
import { useToast } from '@/client/components/ui/toast';
import { ScoreGrid } from '@/client/components/score-entry/score-grid';
import { scoreGridOf, scoreProblem, type ScoreGridValues } from '@/client/components/score-entry/score-entry';
import { ApiError } from '@/client/lib/api-client';
import { conflictMatchOfAnswer, PendingSyncMark, resultText, type OutboxEntry } from '@/client/offline';
import { HANDING_OVER } from '../results/match-card';
import { matchToForm, reportedValues, validateMatch, type MatchFormValues } from '../results/match-form';
import { ReportSummary } from '../results/report-summary';
import { matchWriteFor, savedMessage, useRecordResult } from '../results/match-mutations';
import { shownResult } from '../results/shown-result';
import { YourResult } from '../results/your-result';
import { reasonOf } from '@/client/components/admin/load';
import { PlayoffStageMark, teamsKnown } from '@/client/components/admin/playoff-stage';
import { tonightSlotText } from './messages';
import styles from './tonight-match-card.module.css';
import type { DraftChange, TonightDraft, TypedScores } from './tonight-drafts';
import type { TonightMatch } from './use-tonight-matches';
import { t } from '@/client/i18n/i18n';

/** The card as the Results form's values (match-form.ts): the same grid, the same write. */
function formValuesOf(match: Match, grid: ScoreGridValues): MatchFormValues {
  const values = matchToForm(match);
  return {
    ...values,
    scores: grid,
    // Games entered mean the match was played; a retirement keeps its named winner.
    outcome: values.outcome === 'walkover' ? 'played' : values.outcome,
  };
}

/** The score entry's check under the league's format (a score is required here), then the Results form's winner rule. */
function problemOf(values: MatchFormValues, format: MatchFormat): string | null {
  return scoreProblem(values.scores, { format, outcome: values.outcome, whenEmpty: t('admin.tonight.scoresRequired') }) ?? validateMatch(values, format).winnerTeamId ?? null;
}

interface TonightMatchCardProps {
  row: TonightMatch;
  /** The change of this match the outbox shows (entryShownByMatch): marked, and shown as shownResult says. */
  pending: OutboxEntry | undefined;
  /** Its result is being handed to the outbox right now: marked pending at once. */
  handingOver: boolean;
  /** What was typed here and not saved yet, kept by the section over the card's remounts. */
  draft: TonightDraft | undefined;
  onDraft: (change: DraftChange) => void;
}

/** A refused save's words; a conflict also says what the server holds now, and the base moves onto it. */
function refusalOf(error: unknown, typed: TypedScores | undefined): TonightDraft {
  const problem = `${t('admin.results.saveFailed')}: ${reasonOf(error)}`;
  const theirs = error instanceof ApiError ? conflictMatchOfAnswer(error.status, error.body) : null;
  if (!theirs || !typed) return { typed, problem };
  // The organiser has now been told whose result stands: Save again sends the typed result over it, knowingly.
  return {
    typed: { ...typed, baseVersion: theirs.version },
    problem: `${problem} ${t('offline.theirResult')}: ${resultText(theirs)}. ${t('offline.overwriteHint')}`,
  };
}

/** One of tonight's matches with its result entered in place: large boxes, one per set and team. */
export function TonightMatchCard({ row, pending, handingOver, draft, onDraft }: TonightMatchCardProps) {
  const { match, yours } = shownResult(row.match, pending);
  const toast = useToast();
  const recordResult = useRecordResult();
  // A save handed over before this card was built (it moved lists) still counts.
  const saving = recordResult.isPending || handingOver;
  const typed = draft?.typed;
  // Until the organiser types, the boxes follow the match as shown (the server's result or the outbox's).
  const grid = typed?.grid ?? scoreGridOf(match.team1Results, match.team2Results);
  const problem = draft?.problem ?? null;
  const title = `${match.team1Name} vs ${match.team2Name}`;

  const type = (update: (grid: ScoreGridValues) => ScoreGridValues) => {
    onDraft((current) => ({
      typed: { grid: update(current?.typed?.grid ?? grid), baseVersion: current?.typed?.baseVersion ?? match.version },
    }));
  };

  /** The players' reported score becomes the result, as if typed here; the server closes the report. */
  const accept = async () => {
    if (saving) return;
    try {
      const result = await recordResult.mutateAsync(matchWriteFor(row.place, reportedValues(row.match), row.match));
      toast.success(savedMessage(result, true));
      // The reported score is the result now: boxes typed before it go.
      onDraft(() => undefined);
    } catch (error) {
      console.error(t('admin.results.saveFailed'), error);
      onDraft((current) => ({ ...current, problem: `${t('admin.results.saveFailed')}: ${reasonOf(error)}` }));
    }
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const values = formValuesOf(match, grid);
    const found = problemOf(values, row.matchFormat) ?? undefined;
    onDraft((current) => ({ ...current, problem: found }));
    if (found || saving) return;
    try {
      const result = await recordResult.mutateAsync(matchWriteFor(row.place, values, typed ? { ...match, version: typed.baseVersion } : match));
      toast.success(savedMessage(result, true));
      // Kept (outbox) or sent: the boxes follow the match again, unless typed into since Save.
      onDraft((current) => (current?.typed === typed ? undefined : current));
    } catch (error) {
      console.error(t('admin.results.saveFailed'), error);
      onDraft((current) => (current?.typed === typed ? refusalOf(error, typed) : { ...current, problem: refusalOf(error, undefined).problem }));
    }
  };

  return (
    <li className={styles.card} aria-label={title}>
      <div className={styles.meta}>
        <span className={styles.slot}>{tonightSlotText(match, match.courtNumber)}</span>
        {pending || handingOver ? <PendingSyncMark entry={pending ?? HANDING_OVER} /> : null}
        <PlayoffStageMark match={match} clubId={row.place.clubId} leagueId={row.place.leagueId} />
        <span className={styles.league}>
          {row.leagueName} · {row.round.name} · {row.clubName}
        </span>
      </div>
      {/* A playoff match waiting for an earlier winner: its teams in words, no score boxes yet. */}
      {teamsKnown(match) ? null : (
        <p className={styles.waiting}>
          <strong className={styles.team}>{title}</strong> {t('playoffs.stage.waiting')}
        </p>
      )}
      <form hidden={!teamsKnown(match)} className={styles.form} noValidate onSubmit={(event) => void save(event)}>
        <ScoreGrid grid={grid} team1Name={match.team1Name} team2Name={match.team2Name} format={row.matchFormat} onChange={type} problem={problem} />
        {yours ? <YourResult result={yours} /> : null}
        {row.match.report && !pending && !handingOver ? (
          <ReportSummary match={match} report={row.match.report} onAccept={() => void accept()} busy={saving} />
        ) : null}
        <div className={styles.actions}>
          <button type="submit" className={buttonClassName('primary', styles.save)} disabled={saving} aria-busy={saving || undefined}>
            {saving ? t('admin.tonight.saving') : t('admin.tonight.save')}
          </button>
          <Link
            to="/admin/results"
            // The match's own place; the group chosen elsewhere does not come along.
            search={{ club: row.place.clubId, league: row.place.leagueId, group: undefined, round: row.place.roundId }}
            className={styles.more}
          >
            {t('admin.tonight.moreOptions')}
          </Link>
        </div>
      </form>
    </li>
  );
}
