import type { StaffPlayer } from '@/shared/schemas/player';
import { formatCalendarDate } from '@/client/i18n/format';
import { fullName } from '@/shared/domain/team-name';
import { apiRequest } from '@/client/lib/api-client';
import type { PickerOption } from '@/client/components/ui/search-picker';

/** Player autocomplete: 10 results (docs/rules.md, "Players and teams"); the date of birth tells namesakes apart. */
export async function searchPlayers(text: string, signal: AbortSignal): Promise<PickerOption[]> {
  const answer = await apiRequest<{ players: StaffPlayer[] }>('/v1/admin/players', { query: { search: text || undefined, page: 1, pageSize: 10 }, signal, auth: true });
  return (answer?.players ?? []).map((player) => ({ id: player.id, label: fullName(player), hint: player.dob ? formatCalendarDate(player.dob) : undefined }));
}
