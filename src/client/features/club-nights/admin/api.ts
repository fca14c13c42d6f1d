import type { ClubNight, ClubNightInput } from '@/shared/schemas/club-night';
import type { StaffPlayer } from '@/shared/schemas/player';
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

/** A guest's typed name as a player's: the last word is the surname. Null for fewer than two words. */
export function guestNameOf(name: string): { firstName: string; lastName: string } | null {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return null;
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
