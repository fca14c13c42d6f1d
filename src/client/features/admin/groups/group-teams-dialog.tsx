import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Group } from '../../../../shared/schemas/group';
import { Dialog } from '../../../components/ui/dialog';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { SearchPicker, type PickerOption } from '../../../components/ui/search-picker';
import { useToast } from '../../../components/ui/toast';
import { catalog, searchTeams } from '../shared/catalog';
import { serverReason } from '../shared/load';
import { IconButton } from '../shared/icons';
import { useRefreshAfterWrite } from '../shared/use-admin-write';
import { addTeamToGroup, removeTeamFromGroup } from './api';
import { groupMessages as text } from './messages';

interface GroupTeamsDialogProps {
  clubId: number;
  group: Group | null;
  onClose: () => void;
}

/** Adds teams to a group and removes them (SPEC.md §2 "Group management"). */
export function GroupTeamsDialog({ clubId, group, onClose }: GroupTeamsDialogProps) {
  const toast = useToast();
  const confirm = useConfirm();
  const refresh = useRefreshAfterWrite();
  const [team, setTeam] = useState<PickerOption | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const members = useQuery({ ...catalog.groupTeams(clubId, group?.leagueId ?? 0, group?.id ?? 0), enabled: group !== null });
  const memberIds = (members.data ?? []).map((member) => member.id);

  if (!group) return null;

  const add = async () => {
    if (!team) {
      setError(text.teamRequired);
      return;
    }
    setBusy(true);
    try {
      await addTeamToGroup(clubId, group, team.id);
      setTeam(null);
      await refresh();
    } catch (failure) {
      console.error(text.addTeamFailed, failure);
      toast.error(text.addTeamFailed, serverReason(failure));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (teamId: number) => {
    if (!(await confirm(text.confirmRemoveTeam, { confirmLabel: 'Remove' }))) return;
    try {
      await removeTeamFromGroup(clubId, group, teamId);
      await refresh();
    } catch (failure) {
      console.error(text.removeTeamFailed, failure);
      toast.error(text.removeTeamFailed, serverReason(failure));
    }
  };

  return (
    <Dialog
      open
      title={text.teamsTitle(group.name)}
      onClose={onClose}
      footer={
        <button type="button" className="btn btn--secondary" onClick={onClose}>
          Close
        </button>
      }
    >
      <form
        className="inline-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <SearchPicker
          label="Team to add"
          selected={team}
          onSelect={(option) => {
            setTeam(option);
            setError(null);
          }}
          search={searchTeams}
          excludeIds={memberIds}
          error={error}
        />
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {text.addTeam}
        </button>
      </form>
      {members.data && members.data.length > 0 ? (
        <ul className="member-list" aria-label={text.teamsTitle(group.name)}>
          {members.data.map((member) => (
            <li key={member.id} className="member-item">
              <span>{member.name}</span>
              <IconButton kind="delete" label={`Remove ${member.name} from the group`} onClick={() => void remove(member.id)} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="admin-empty-hint">{members.isPending ? 'Loading…' : text.noTeams}</p>
      )}
    </Dialog>
  );
}
