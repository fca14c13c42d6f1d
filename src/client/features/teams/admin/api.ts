import type { StaffPlayer } from '@/shared/schemas/player';
import { formatCalendarDate } from '@/client/i18n/format';
import { fullName } from '@/shared/domain/team-name';
import { apiRequest } from '@/client/lib/api-client';
import type { PickerOption } from '@/client/components/ui/search-picker';
import { playerApi } from '@/client/features/players/queries';

/** Player autocomplete: 10 results (docs/rules.md, "Players and teams"); the date of birth tells namesakes apart. */
export async function searchPlayers(text: string, signal: AbortSignal): Promise<PickerOption[]> {
  const answer = await apiRequest<{ players: StaffPlayer[] }>(playerApi.admin.path.list(), { query: { search: text || undefined, page: 1, pageSize: 10 }, signal, auth: true });
  return (answer?.players ?? []).map((player) => ({ id: player.id, label: fullName(player), hint: player.dob ? formatCalendarDate(player.dob) : undefined }));
}
