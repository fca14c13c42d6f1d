import { formatCourt, formatDate, formatHour } from '@/shared/domain/format';

/** The Tonight screen's texts (one module per feature, so tests import the same constants). */
export const tonightMessages = {
  title: 'Tonight',
  loading: "Loading tonight's matches...",
  empty: 'No matches tonight',
  emptyHint: (date: string) => `Tonight lists the matches of the active rounds dated today (${formatDate(date)}) in every league.`,
  waiting: 'Waiting for a result',
  done: 'Results in',
  save: 'Save result',
  saving: 'Saving…',
  scoresRequired: 'Enter the games of each set for both teams',
  moreOptions: 'Walkover or retirement',
  set: (index: number) => `Set ${index + 1}`,
  scoreLabel: (teamName: string, index: number) => `${teamName}, set ${index + 1}`,
  slot: (hour: number | null, court: number | null) => `${formatHour(hour)} · Court ${formatCourt(court)}`,
  listLabel: (heading: string, count: number) => `${heading} (${count})`,
} as const;
