import { formatMinutes } from '../../shared/domain/slots.js';

/** The refusals of reschedule requests, in words a player or organiser can act on (docs/reschedules.md). */
export const RESCHEDULE_MESSAGES = {
  notYourMatch: 'You do not play in this match: only its two pairs can ask to move it.',
  notYourRequest: 'You do not play in this match: only its two pairs can answer a request to move it.',
  otherPairAnswers: 'Your pair made this request: the other pair accepts or declines it.',
  hasResult: 'This match already has a result: a played match is not moved.',
  playoffMatch: 'A playoff match moves with its bracket: ask the organiser.',
  unplacedTeams: 'This match does not know both its teams yet.',
  alreadyOpen: 'This match already has an open request to move it: wait for its answer first.',
  notProposed: (status: string) => `This request was already answered (it is ${status}).`,
  notAccepted: (status: string) =>
    status === 'proposed'
      ? 'The other pair has not accepted a new slot yet: the organiser approves an agreed move.'
      : `This request is closed (it is ${status}).`,
  noSuchProposal: (count: number) => `Choose one of the ${count} proposed slots (0 to ${count - 1}).`,
  notARoundOfLeague: 'That round is not one of this league’s rounds open to players.',
  noRoundOnDate: (date: string) => `This league has no round open to players on ${date}.`,
  roundAndDateDisagree: 'The round and the date name different days: send one of them.',
  samePlace: 'That is where the match is already: propose another slot.',
  sameProposalTwice: 'The same slot is proposed twice.',
  noFreeCourt: (start: number, round: string) =>
    `No court is free at ${formatMinutes(start)} in ${round}: choose another start.`,
  proposal: (index: number, message: string) => `Proposal ${index + 1}: ${message}`,
} as const;
