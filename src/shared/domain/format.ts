/** 9 → "09:00"; null → "-". */
export function formatHour(hour: number | null | undefined): string {
  if (hour == null) return '-';
  return `${String(hour).padStart(2, '0')}:00`;
}

/** "19:00–20:00": the hour a match starting at `hour` occupies. */
export const formatHourSpan = (hour: number): string => `${formatHour(hour)}–${formatHour((hour + 1) % 24)}`;

export const formatCourt = (court: number | null | undefined): string => (court == null ? '-' : String(court));

/** Win rate as a percentage with one decimal; 0.0 when nothing has been played. */
export function formatWinRate(matchesWon: number, matchesPlayed: number): string {
  if (matchesPlayed <= 0) return '0.0';
  return ((matchesWon / matchesPlayed) * 100).toFixed(1);
}

export const winRatePercent = (matchesWon: number, matchesPlayed: number): number =>
  matchesPlayed <= 0 ? 0 : (matchesWon / matchesPlayed) * 100;

/** "+3", "0", "-2": differences in standings read as signed numbers. */
export const formatSigned = (value: number): string => (value > 0 ? `+${value}` : String(value));

export const initials = (firstName: string, lastName: string): string =>
  `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();

const twoDigits = (n: number): string => String(n).padStart(2, '0');

/** An instant as the device's local clock shows it, 24-hour: "18:05". */
export const formatLocalTime = (epochMs: number): string => {
  const date = new Date(epochMs);
  return `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
};

/** The device's own calendar day as yyyy-mm-dd (what "today" means to an organiser at the club). */
export const localIsoDate = (date: Date): string =>
  `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
