import type { AuditEntity, AuditEntry } from '@/shared/schemas/audit';
import { t, type MessageKey } from '@/client/i18n/i18n';

export const entityLabels = {
  club: 'admin.activity.entity.club',
  league: 'admin.activity.entity.league',
  group: 'admin.activity.entity.group',
  round: 'admin.activity.entity.round',
  match: 'admin.activity.entity.match',
  unavailability: 'admin.activity.entity.unavailability',
  clubNight: 'admin.activity.entity.clubNight',
  reschedule: 'admin.activity.entity.reschedule',
  playoff: 'admin.activity.entity.playoff',
  player: 'admin.activity.entity.player',
  team: 'admin.activity.entity.team',
  user: 'admin.activity.entity.user',
  other: 'admin.activity.entity.other',
} satisfies Record<AuditEntity, MessageKey>;

/**
 * "Created team #4", "Deleted match #9", "Changed player #12": by what the entry holds, so a POST
 * that changes something existing (an invitation, a team added to a group) reads as a change.
 */
export function actionText({ entity, entityId, before, after }: Pick<AuditEntry, 'entity' | 'entityId' | 'before' | 'after'>): string {
  const values = { what: t(entityLabels[entity]), id: entityId === null ? '' : ` #${entityId}` };
  if (before === null && after !== null) return t('admin.activity.created', values);
  if (before !== null && after === null) return t('admin.activity.deleted', values);
  return t('admin.activity.updated', values);
}

/** One entity's history: "History of player #12". */
export const historyTitle = (entity: AuditEntity, entityId: number): string =>
  t('admin.activity.historyOf', { what: t(entityLabels[entity]), id: entityId });
