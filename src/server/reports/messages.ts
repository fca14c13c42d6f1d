/** What players and organisers read when a report is refused or closed (docs/reports.md). */
export const REPORT_MESSAGES = {
  notYourMatch: 'Only the players of this match can report or answer its result',
  alreadyHasResult: 'This match already has a result',
  noScore: 'Enter the score of the match',
  otherTeamReported: 'The other team already reported a different score: confirm it or dispute it',
  disputedWaitsForOrganiser: 'This result is disputed: the organiser will decide it',
  nothingToAnswer: 'There is no reported result waiting for an answer on this match',
  otherTeamAnswers: 'Your team reported this result: the other team confirms or disputes it',
  autoConfirmRefused: 'It could not be confirmed automatically:',
  notStarted: (when: string, zone: string) => `This match has not started yet: its result can be reported from ${when} (${zone})`,
} as const;
