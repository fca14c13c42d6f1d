import { t, type MessageKey } from '@/client/i18n/i18n';
import type { PlayoffBracketKind } from './types';

export const bracketTitles: Readonly<Record<PlayoffBracketKind, MessageKey>> = {
  main: 'playoffs.bracket.main',
  thirdPlace: 'playoffs.bracket.thirdPlace',
  consolation: 'playoffs.bracket.consolation',
};

/**
 * A playoff round's name in the active language. The server names rounds in English
 * (src/shared/domain/playoffs/round-names.ts); the client reads that name's shape back into a
 * message key, and shows the server's name itself when it does not know the shape.
 * `oneMatch` names one match of the round ("Semi-final" rather than "Semi-finals").
 */
export function playoffRoundName(serverName: string, oneMatch = false): string {
  if (serverName === 'Third-place match') return t('playoffs.round.thirdPlace');
  const consolation = /^Consolation (.+)$/i.exec(serverName);
  const main = (consolation?.[1] ?? serverName).toLowerCase();
  const roundOf = /^round of (\d+)$/.exec(main);
  if (roundOf) {
    const teams = Number(roundOf[1]);
    return consolation ? t('playoffs.round.consolationRoundOf', { teams }) : t('playoffs.round.roundOf', { teams });
  }
  if (main === 'final') return consolation ? t('playoffs.round.consolationFinal') : t('playoffs.round.final');
  if (main === 'semi-finals') {
    if (consolation) return oneMatch ? t('playoffs.round.consolationSemiFinal') : t('playoffs.round.consolationSemiFinals');
    return oneMatch ? t('playoffs.round.semiFinal') : t('playoffs.round.semiFinals');
  }
  if (main === 'quarter-finals') {
    if (consolation) return oneMatch ? t('playoffs.round.consolationQuarterFinal') : t('playoffs.round.consolationQuarterFinals');
    return oneMatch ? t('playoffs.round.quarterFinal') : t('playoffs.round.quarterFinals');
  }
  return serverName;
}
