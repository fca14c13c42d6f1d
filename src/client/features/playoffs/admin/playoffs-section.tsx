import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatDay } from '@/client/i18n/format';
import { t } from '@/client/i18n/i18n';
import { playoffRoundName } from '@/client/features/playoffs/messages';
import type { Playoff, PlayoffInput } from '@/shared/schemas/playoff';
import { ApiError } from '@/client/lib/api-client';
import { Button } from '@/client/components/ui/button';
import { useConfirm } from '@/client/components/ui/confirm-dialog';
import { useToast } from '@/client/components/ui/toast';
import { PlayoffBracketView, groupPositions } from '@/client/features/playoffs';
import { playoffQueries } from '@/client/features/playoffs/queries';
import { FormSelectField, FormTextField } from '@/client/components/admin/form-fields';
import { serverReason } from '@/client/components/admin/load';
import { useAdminScope } from '@/client/components/admin/scope';
import { ScopeSelectors } from '@/client/components/admin/scope-selectors';
import { EmptyState, SectionHeader } from '@/client/components/admin/section-layout';
import { playoffSummaryText } from './messages';
import { MATCH_FORMATS, type MatchFormat } from '@/shared/domain/constants';
import { MATCH_FORMAT_NAMES } from '@/client/i18n/domain-texts';
import { usePlacePlayoff, useCreatePlayoff, useDeletePlayoff, usePreviewPlayoff, type LeagueRef } from './mutations';
import {
  emptyPlayoffForm,
  finalDayRound,
  playoffFormSchema,
  type PlayoffFormOutput,
  type PlayoffFormValues,
} from './playoff-form';
import notices from '@/client/components/admin/notices.module.css';
import section from '@/client/components/admin/section.module.css';
import { refusalClassName } from '@/client/components/ui/refusal';
import styles from './playoffs-section.module.css';

/**
 * Playoffs: for the chosen league, the form (qualifiers per group, third-place match,
 * consolation, the final-day round) with a preview of the draw before anything is created; once
 * created, the bracket, placing it on the round again, and deleting it while nothing is played.
 */
export function PlayoffsSection() {
  const scope = useAdminScope();
  const { clubId, leagueId } = scope;
  const league: LeagueRef | null = clubId !== null && leagueId !== null ? { clubId, leagueId } : null;
  const playoff = useQuery({
    ...playoffQueries.bracket(clubId ?? 0, leagueId ?? 0),
    enabled: league !== null,
    // The organiser just changed it, or is about to: always ask the server.
    staleTime: 0,
  });

  let body;
  if (!league && scope.loading) body = <EmptyState>{t('admin.playoffs.loading')}</EmptyState>;
  else if (!league) body = <EmptyState>{t('admin.playoffs.selectLeague')}</EmptyState>;
  else if (playoff.isPending) body = <EmptyState>{t('admin.playoffs.loading')}</EmptyState>;
  else if (playoff.isError)
    body = (
      <p className={refusalClassName()} role="alert">
        {t('admin.playoffs.loadFailed')}
      </p>
    );
  else if (playoff.data)
    body = (
      <CurrentPlayoff key={`${clubId}/${leagueId}`} league={league} playoff={playoff.data} rounds={scope.rounds} />
    );
  else
    body = (
      <PlayoffForm
        key={`${clubId}/${leagueId}`}
        league={league}
        rounds={scope.rounds}
        roundsLoading={scope.loadingLists.rounds}
      />
    );

  return (
    <section aria-labelledby="section-title" className={section.section}>
      <SectionHeader title={t('admin.playoffs.title')}>
        <ScopeSelectors scope={scope} show={{ league: true }} />
      </SectionHeader>
      {body}
    </section>
  );
}

type RoundOption = { id: number; name: string; date: string };

const roundLabel = (round: RoundOption) => t('admin.playoffs.roundOption', { round: round.name, date: formatDay(round.date) });

/** What the server answered a refused write with, or the fixed words when it said nothing. */
const refusal = (error: unknown, fallback: string) => serverReason(error) ?? fallback;

function PlayoffForm({
  league,
  rounds,
  roundsLoading,
}: {
  league: LeagueRef;
  rounds: readonly RoundOption[];
  roundsLoading: boolean;
}) {
  const toast = useToast();
  const preview = usePreviewPlayoff();
  const create = useCreatePlayoff();
  const form = useForm<PlayoffFormValues, unknown, PlayoffFormOutput>({
    resolver: zodResolver(playoffFormSchema),
    defaultValues: emptyPlayoffForm(finalDayRound(rounds)),
  });
  // The rounds arrive after the form: the final day then defaults to the latest.
  useEffect(() => {
    const latest = finalDayRound(rounds);
    if (form.getValues('roundId') === null && latest !== null) form.setValue('roundId', latest);
  }, [rounds, form]);
  const values = useWatch({ control: form.control });
  const [shown, setShown] = useState<{ input: PlayoffInput; playoff: Playoff } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = preview.isPending ? 'preview' : create.isPending ? 'create' : null;
  const outdated =
    shown !== null &&
    (String(shown.input.qualifiersPerGroup) !== String(values.qualifiersPerGroup).trim() ||
      String(shown.input.bestOfNext ?? 0) !== String(values.bestOfNext).trim() ||
      shown.input.thirdPlaceMatch !== values.thirdPlaceMatch ||
      shown.input.consolation !== values.consolation ||
      shown.input.roundId !== values.roundId ||
      (shown.input.matchFormat ?? null) !== (values.matchFormat ?? null));

  const toInput = ({ matchFormat, ...output }: PlayoffFormOutput): PlayoffInput => ({
    ...output,
    roundId: output.roundId,
    ...(matchFormat ? { matchFormat } : {}),
  });

  const runPreview = form.handleSubmit(async (output) => {
    setProblem(null);
    const input = toInput(output);
    try {
      setShown({ input, playoff: await preview.mutateAsync({ league, input }) });
    } catch (error) {
      console.error(t('admin.playoffs.previewFailed'), error);
      setShown(null);
      setProblem(`${t('admin.playoffs.previewFailed')}: ${refusal(error, t('admin.unknownError'))}`);
    }
  });

  const runCreate = form.handleSubmit(async (output) => {
    setProblem(null);
    try {
      // Created as previewed: the same lot between groups level on every figure.
      const lot = shown !== null && !outdated ? { lotSeed: shown.playoff.lotSeed } : {};
      const created = await create.mutateAsync({ league, input: { ...toInput(output), ...lot } });
      announce(toast, t('admin.playoffs.created'), created);
    } catch (error) {
      console.error(t('admin.playoffs.createFailed'), error);
      setProblem(`${t('admin.playoffs.createFailed')}: ${refusal(error, t('admin.unknownError'))}`);
    }
  });

  return (
    <>
      <form
        className={`${section.card} ${styles.form}`}
        noValidate
        aria-labelledby="playoff-form-title"
        onSubmit={(event) => void runCreate(event)}
      >
        <h3 id="playoff-form-title" className={section.cardTitle}>
          {t('admin.playoffs.formTitle')}
        </h3>
        <p className={styles.intro}>{t('admin.playoffs.formIntro')}</p>
        {problem ? (
          <p className={refusalClassName()} role="alert">
            {problem}
          </p>
        ) : null}
        <div className={styles.fields}>
          <FormTextField
            control={form.control}
            name="qualifiersPerGroup"
            label={t('admin.playoffs.qualifiersPerGroup')}
            hint={t('admin.playoffs.qualifiersHint')}
            inputMode="numeric"
            required
          />
          <FormTextField
            control={form.control}
            name="bestOfNext"
            label={t('admin.playoffs.bestOfNext')}
            hint={t('admin.playoffs.bestOfNextHint')}
            inputMode="numeric"
          />
          <FormSelectField<PlayoffFormValues, PlayoffFormOutput, number>
            control={form.control}
            name="roundId"
            label={t('admin.playoffs.round')}
            hint={rounds.length === 0 && !roundsLoading ? t('admin.playoffs.noRounds') : t('admin.playoffs.roundHint')}
            options={rounds.map((round) => ({ value: round.id, label: roundLabel(round) }))}
            placeholder={roundsLoading ? t('admin.loading') : rounds.length === 0 ? t('admin.scope.noRounds') : undefined}
            disabled={roundsLoading}
            required
          />
          <FormSelectField<PlayoffFormValues, PlayoffFormOutput, MatchFormat>
            control={form.control}
            name="matchFormat"
            label={t('admin.playoffs.matchFormat')}
            hint={t('admin.playoffs.matchFormatHint')}
            placeholder={t('admin.playoffs.matchFormatLeague')}
            options={MATCH_FORMATS.map((format) => ({ value: format, label: t(MATCH_FORMAT_NAMES[format]) }))}
          />
        </div>
        <fieldset className={styles.options}>
          <legend className="sr-only">Extra matches</legend>
          <label className={styles.check}>
            <input type="checkbox" {...form.register('thirdPlaceMatch')} />
            {t('admin.playoffs.thirdPlaceMatch')}
          </label>
          <label className={styles.check}>
            <input type="checkbox" {...form.register('consolation')} />
            {t('admin.playoffs.consolation')}
          </label>
        </fieldset>
        <div className={styles.buttons}>
          <Button
            variant="secondary"
            disabled={busy !== null}
            aria-busy={busy === 'preview' || undefined}
            onClick={() => void runPreview()}
          >
            {busy === 'preview' ? <span className={notices.spinner} aria-hidden="true" /> : null}
            {t('admin.playoffs.preview')}
          </Button>
          <Button type="submit" disabled={busy !== null} aria-busy={busy === 'create' || undefined}>
            {busy === 'create' ? <span className={notices.spinner} aria-hidden="true" /> : null}
            {t('admin.playoffs.create')}
          </Button>
        </div>
      </form>
      {shown ? (
        <section
          className={`${section.card} ${styles.preview}`}
          aria-labelledby="playoff-preview-title"
          data-testid="playoff-preview"
        >
          <h3 id="playoff-preview-title" className={section.cardTitle}>
            <span className={styles.previewBadge}>{t('admin.playoffs.previewTitle')}</span>
          </h3>
          <p className={outdated ? styles.warning : styles.note} role="status">
            {outdated ? t('admin.playoffs.previewOutdated') : t('admin.playoffs.previewNote')}
          </p>
          {shown.playoff.provisional ? (
            <p className={styles.warning} role="note" data-testid="playoff-provisional">
              <strong>{t('admin.playoffs.provisional')}</strong>{' '}
              {t('admin.playoffs.provisionalHint', { count: shown.playoff.provisional.unplayedGroupMatches })}
            </p>
          ) : null}
          <PlacementInfo playoff={shown.playoff} />
          <PlayoffBracketView
            playoff={shown.playoff}
            groupPositions={groupPositions(shown.playoff.entrants)}
            headingLevel={3}
          />
        </section>
      ) : null}
    </>
  );
}

/** A write's success; a warning naming what did not fit when some matches found no court and hour. */
function announce(toast: ReturnType<typeof useToast>, done: string, playoff: Playoff) {
  const unplaced = playoff.placement?.unplaced ?? [];
  if (unplaced.length === 0) toast.success(done);
  else toast.warning(done, `${t('admin.playoffs.unplacedTitle')}: ${unplaced.map((entry) => playoffRoundName(entry.roundName)).join(', ')}`);
}

/** How the scheduling placed the matches (rest hours, what did not fit), when the answer says. */
function PlacementInfo({ playoff }: { playoff: Playoff }) {
  const placement = playoff.placement;
  if (!placement) return null;
  return (
    <div className={placement.unplaced.length > 0 ? styles.warning : styles.note}>
      <p>{placement.restHours ? t('admin.playoffs.restHours') : t('admin.playoffs.noRest')}</p>
      {placement.unplaced.length > 0 ? (
        <>
          <p className={styles.strong}>{t('admin.playoffs.unplacedTitle')}</p>
          <ul className={styles.unplaced}>
            {placement.unplaced.map((entry) => (
              <li key={entry.key}>
                {entry.roundName}: {entry.reason}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

function CurrentPlayoff({
  league,
  playoff,
  rounds,
}: {
  league: LeagueRef;
  playoff: Playoff;
  rounds: readonly RoundOption[];
}) {
  const toast = useToast();
  const confirm = useConfirm();
  const remove = useDeletePlayoff();
  const place = usePlacePlayoff();
  // The placement of the last write here (the public read carries none).
  const [placed, setPlaced] = useState<Playoff | null>(null);
  const round = rounds.find((candidate) => candidate.id === playoff.roundId);
  const busy = remove.isPending || place.isPending;
  // Once a match is decided the server refuses both (409); say so rather than offer them.
  const played = playoff.brackets.some((bracket) =>
    bracket.rounds.some((round) => round.matches.some((match) => !match.isBye && match.winnerTeamId !== null)),
  );

  const placeAgain = async () => {
    if (!(await confirm(t('admin.playoffs.placeQuestion'), { confirmLabel: t('admin.playoffs.placeConfirm'), title: t('admin.playoffs.place') }))) return;
    try {
      const answer = await place.mutateAsync(league);
      setPlaced(answer);
      announce(toast, t('admin.playoffs.placed'), answer);
    } catch (error) {
      console.error(t('admin.playoffs.placeFailed'), error);
      toast.error(
        t('admin.playoffs.placeFailed'),
        error instanceof ApiError && error.status === 409 ? t('admin.playoffs.placeRefused') : serverReason(error),
      );
    }
  };

  const deleteAll = async () => {
    if (!(await confirm(t('admin.playoffs.deleteQuestion')))) return;
    try {
      await remove.mutateAsync(league);
      toast.success(t('admin.playoffs.deleted'));
    } catch (error) {
      console.error(t('admin.playoffs.deleteFailed'), error);
      toast.error(
        t('admin.playoffs.deleteFailed'),
        error instanceof ApiError && error.status === 409 ? t('admin.playoffs.deleteRefused') : serverReason(error),
      );
    }
  };

  return (
    <section className={`${section.card} ${styles.current}`} aria-labelledby="playoff-current-title">
      <div className={styles.currentHeader}>
        <div>
          <h3 id="playoff-current-title" className={section.cardTitle}>
            {t('admin.playoffs.currentTitle')}
          </h3>
          <p className={styles.intro}>
            {playoffSummaryText(playoff.qualifiersPerGroup, playoff.thirdPlaceMatch, playoff.consolation, playoff.bestOfNext)}
            {round ? ` · ${t('admin.playoffs.playedOn')} ${roundLabel(round)}` : null}
            {` · ${t(MATCH_FORMAT_NAMES[playoff.matchFormat])}`}
          </p>
        </div>
        {played ? (
          <p className={styles.note}>{t('admin.playoffs.hasResults')}</p>
        ) : (
          <div className={styles.buttons}>
            <Button
              variant="secondary"
              disabled={busy}
              aria-busy={place.isPending || undefined}
              onClick={() => void placeAgain()}
            >
              {t('admin.playoffs.place')}
            </Button>
            <Button
              variant="danger"
              disabled={busy}
              aria-busy={remove.isPending || undefined}
              onClick={() => void deleteAll()}
            >
              {t('admin.playoffs.delete')}
            </Button>
          </div>
        )}
      </div>
      {placed ? <PlacementInfo playoff={placed} /> : null}
      <PlayoffBracketView playoff={playoff} groupPositions={groupPositions(playoff.entrants)} headingLevel={3} />
    </section>
  );
}
