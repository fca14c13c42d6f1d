import type { AuditRow } from '@/shared/schemas/audit';

/** One field of an audit entry as a person compares it: its name, and its value before and after as text. */
export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

/**
 * The fields an entry changed, in the order the row lists them: for an update only those whose
 * value differs, for a create every field of the new row (nothing before), for a delete every
 * field of the removed row (nothing after). Values become plain text, which the screen shows as
 * text, never as markup.
 */
export function fieldChanges(before: AuditRow | null, after: AuditRow | null): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const from = before ? valueText(before[field]) : null;
    const to = after ? valueText(after[field]) : null;
    if (before && after && from === to) continue;
    changes.push({ field, before: from, after: to });
  }
  return changes;
}

/** null and a missing field read as empty; lists and objects as their JSON. */
export function valueText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** `first_name` → "first name": column names read as words. */
export const fieldLabel = (field: string): string => field.replaceAll('_', ' ');
