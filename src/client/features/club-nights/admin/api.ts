import type { ClubNight, ClubNightInput } from '@/shared/schemas/club-night';
import type { StaffPlayer } from '@/shared/schemas/player';
import type { Team } from '@/shared/schemas/team';
import type { PickerOption } from '@/client/components/ui/search-picker';
import { apiRequest } from '@/client/lib/api-client';
import { useAdminMutation } from '@/client/components/admin/use-admin-mutation';
import { clubNightApi } from '../queries';

/** Creates a night (online: the server makes its rounds, a Mexicano's first from the ratings). */
export function useCreateNight() {
  return useAdminMutation({
    mutationFn: ({ clubId, input }: { clubId: number; input: ClubNightInput }) =>
      apiRequest<ClubNight>(clubNightApi.admin.path.create(clubId), { method: 'POST', body: input, auth: true }),
    invalidates: ({ clubId }) => [clubNightApi.key.ofClub(clubId)],
  });
}

/**
 * A guest's typed name as a player's: the last word is the surname; one word ("Chema") is a first
 * name with no surname, which a guest may have (the API takes it). Null for nothing typed.
 */
export function guestNameOf(name: string): { firstName: string; lastName: string } | null {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  if (words.length === 1) return { firstName: words[0]!, lastName: '' };
  const lastName = words.pop()!;
  return { firstName: words.join(' '), lastName };
}

/** A guest by name only (docs/club-nights.md): a player with `guest: true`, hidden from the public list. */
export const addGuest = (name: { firstName: string; lastName: string }): Promise<StaffPlayer> =>
  apiRequest<StaffPlayer>(clubNightApi.admin.path.guest(), {
    method: 'POST',
    body: { ...name, guest: true },
    auth: true,
  });

/** The pairs a Team Americano is made from: the tour's teams, 10 at a time, by name. */
export async function searchTeams(text: string, signal: AbortSignal): Promise<PickerOption[]> {
  const answer = await apiRequest<{ teams: Team[] }>(clubNightApi.admin.path.teams(), {
    query: { search: text || undefined, page: 1, pageSize: 10 },
    signal,
  });
  return (answer?.teams ?? []).map((team) => ({ id: team.id, label: team.name }));
}
