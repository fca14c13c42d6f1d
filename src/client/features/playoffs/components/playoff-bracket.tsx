import { useId, useRef, useState, type TouchEvent } from 'react';
import { TabPanel, Tabs } from '@/client/components/ui/tabs';
import { bracketTitles, playoffRoundName } from '../messages';
import { isByeMatch } from '../bracket-sides';
import type { Playoff, PlayoffBracket, PlayoffRound } from '../types';
import { useNarrowScreen } from '../use-narrow-screen';
import { PlayoffMatchCard } from './playoff-match-card';
import styles from './playoff-bracket.module.css';
import { t } from '@/client/i18n/i18n';

interface PlayoffBracketViewProps {
  playoff: Playoff;
  /** teamId → "A1" (group-positions.ts, from the entrants); teams without one show their seed only. */
  groupPositions: ReadonlyMap<number, string>;
  /** The level of each bracket's heading: 2 on the league page, 3 inside an admin section. */
  headingLevel?: 2 | 3;
}

/**
 * The playoff's brackets, main draw first, then the third-place match and the consolation draw.
 * On a desktop a bracket's rounds stand side by side (scrolling sideways when wide); on a phone
 * one round shows at a time, chosen with round tabs or by swiping.
 */
export function PlayoffBracketView({ playoff, groupPositions, headingLevel = 2 }: PlayoffBracketViewProps) {
  const narrow = useNarrowScreen();
  return (
    <div className={styles.brackets}>
      {playoff.brackets.map((bracket) => (
        <BracketSection key={bracket.kind} bracket={bracket} narrow={narrow} groupPositions={groupPositions} headingLevel={headingLevel} />
      ))}
    </div>
  );
}

interface BracketSectionProps {
  bracket: PlayoffBracket;
  narrow: boolean;
  groupPositions: ReadonlyMap<number, string>;
  headingLevel: 2 | 3;
}

function BracketSection({ bracket, narrow, groupPositions, headingLevel }: BracketSectionProps) {
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const title = t(bracketTitles[bracket.kind]);
  // A one-round bracket (the third-place match) needs no round heading under its own title.
  const single = bracket.rounds.length === 1;
  return (
    <section aria-labelledby={titleId} className={styles.bracket} data-bracket={bracket.kind}>
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      {narrow && !single ? (
        <RoundTabs bracket={bracket} title={title} groupPositions={groupPositions} />
      ) : (
        <RoundColumns bracket={bracket} title={title} single={single} groupPositions={groupPositions} headingLevel={headingLevel} />
      )}
    </section>
  );
}

function RoundColumns({
  bracket,
  title,
  single,
  groupPositions,
  headingLevel,
}: {
  bracket: PlayoffBracket;
  title: string;
  single: boolean;
  groupPositions: ReadonlyMap<number, string>;
  headingLevel: 2 | 3;
}) {
  const RoundHeading = headingLevel === 2 ? 'h3' : 'h4';
  return (
    // Scrolls sideways when the rounds are wider than the page: a labelled region in the Tab order,
    // so a keyboard can scroll it too.
    <div className={styles.scroller} role="region" aria-label={t('playoffs.roundsLabel', { bracket: title })} tabIndex={0}>
      <ol className={styles.columns} style={{ gridTemplateColumns: single ? 'minmax(240px, 480px)' : `repeat(${bracket.rounds.length}, minmax(240px, 1fr))` }}>
        {bracket.rounds.map((round, index) => (
          <li key={index} className={styles.column}>
            {single ? null : <RoundHeading className={styles.roundName}>{playoffRoundName(round.name)}</RoundHeading>}
            <RoundMatches round={round} groupPositions={groupPositions} />
          </li>
        ))}
      </ol>
    </div>
  );
}

function RoundMatches({ round, groupPositions }: { round: PlayoffRound; groupPositions: ReadonlyMap<number, string> }) {
  return (
    <ul className={styles.matches} aria-label={playoffRoundName(round.name)}>
      {[...round.matches]
        .sort((a, b) => a.position - b.position)
        .map((match) => (
          <PlayoffMatchCard key={match.position} match={match} bye={isByeMatch(match)} groupPositions={groupPositions} />
        ))}
    </ul>
  );
}

/** The round a phone opens on: the first with a match still to play, else the last. */
export function openingRound(bracket: PlayoffBracket): number {
  const index = bracket.rounds.findIndex((round) =>
    round.matches.some((match) => match.winnerTeamId === null && !isByeMatch(match)),
  );
  return index === -1 ? bracket.rounds.length - 1 : index;
}

/** How far a finger must travel sideways (px) to count as a swipe, not a tap or a scroll. */
const SWIPE_PX = 50;

function RoundTabs({ bracket, title, groupPositions }: { bracket: PlayoffBracket; title: string; groupPositions: ReadonlyMap<number, string> }) {
  const idPrefix = `bracket-${bracket.kind}`;
  const [selected, setSelected] = useState(() => openingRound(bracket));
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const round = bracket.rounds[selected] ?? bracket.rounds[0];
  const last = bracket.rounds.length - 1;

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    // A mostly vertical movement is the page scrolling, not a swipe.
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return;
    setSelected((current) => (dx < 0 ? Math.min(current + 1, last) : Math.max(current - 1, 0)));
  };

  return (
    <div className={styles.phone}>
      <Tabs
        label={t('playoffs.roundsLabel', { bracket: title })}
        idPrefix={idPrefix}
        variant="pills"
        items={bracket.rounds.map((candidate, index) => ({ id: index, label: playoffRoundName(candidate.name) }))}
        selected={selected}
        onSelect={setSelected}
      />
      <TabPanel idPrefix={idPrefix} selected={selected} className={styles.phonePanel}>
        <div onTouchStart={onTouchStart} onTouchEnd={onTouchEnd} data-testid="round-swipe-area">
          {round ? <RoundMatches round={round} groupPositions={groupPositions} /> : null}
        </div>
      </TabPanel>
    </div>
  );
}
