import { z } from 'zod';
import { moveCount, nextSeasonInput, type NextSeasonInput } from '@/shared/schemas/season';
import { nextSeasonName } from '@/shared/domain/seasons/season-name';
import { filledText, wholeNumberText } from '@/client/components/admin/form-rules';
import { t } from '@/client/i18n/i18n';

const moves = () => wholeNumberText(() => t('admin.seasons.movesRange'), moveCount);

/**
 * The next-season form on the shared rules (docs/seasons.md): moves typed as text, one pair for
 * every boundary or (`perBoundary`) a pair per boundary between levels, top first; joining teams
 * held with their names for the list, an empty level meaning the bottom group.
 */
export const nextSeasonFormSchema = z.object({
  name: filledText(() => t('admin.seasons.nameRequired'), nextSeasonInput.shape.name),
  promote: moves(),
  relegate: moves(),
  perBoundary: z.boolean(),
  boundaries: z.array(z.object({ promote: moves(), relegate: moves() })),
  topGroupOrder: nextSeasonInput.shape.topGroupOrder.unwrap(),
  leaving: z.array(z.number()),
  joining: z.array(z.object({ teamId: z.number(), teamName: z.string(), groupName: z.string() })),
});
export type NextSeasonFormValues = z.input<typeof nextSeasonFormSchema>;
export type NextSeasonFormOutput = z.output<typeof nextSeasonFormSchema>;

export const nextSeasonDefaults = (leagueName: string): NextSeasonFormValues => ({
  name: nextSeasonName(leagueName),
  promote: '1',
  relegate: '1',
  perBoundary: false,
  boundaries: [],
  topGroupOrder: 'table',
  leaving: [],
  joining: [],
});

/** The request body the form's values make. */
export const nextSeasonRequest = (values: NextSeasonFormOutput, preview: boolean): NextSeasonInput => ({
  name: values.name,
  promote: values.perBoundary ? values.boundaries.map((boundary) => boundary.promote) : values.promote,
  relegate: values.perBoundary ? values.boundaries.map((boundary) => boundary.relegate) : values.relegate,
  topGroupOrder: values.topGroupOrder,
  leaving: values.leaving,
  joining: values.joining.map(({ teamId, groupName }) => (groupName ? { teamId, groupName } : { teamId })),
  preview,
});
