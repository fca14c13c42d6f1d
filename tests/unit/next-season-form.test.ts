import { afterEach, describe, expect, it } from 'vitest';
import {
  nextSeasonDefaults,
  nextSeasonFormSchema,
  nextSeasonRequest,
} from '@/client/features/leagues/admin/seasons/next-season-form';
import { activateLocale } from '@/client/i18n/i18n';
import { serverErrorText } from '@/client/i18n/server-errors';

afterEach(() => activateLocale('en'));

describe('the next-season form (docs/seasons.md, "Moves per boundary")', () => {
  it('sends one number for every boundary by default', () => {
    const values = nextSeasonFormSchema.parse({ ...nextSeasonDefaults('Ladder'), promote: '2', relegate: '1' });
    expect(nextSeasonRequest(values, true)).toMatchObject({ promote: 2, relegate: 1, preview: true });
  });

  it('sends a list per boundary, top first, when chosen', () => {
    const values = nextSeasonFormSchema.parse({
      ...nextSeasonDefaults('Ladder'),
      perBoundary: true,
      boundaries: [
        { promote: '2', relegate: '1' },
        { promote: '1', relegate: '2' },
      ],
    });
    expect(nextSeasonRequest(values, false)).toMatchObject({ promote: [2, 1], relegate: [1, 2], preview: false });
  });

  it('holds every boundary to a whole number from 0 to 20', () => {
    const result = nextSeasonFormSchema.safeParse({
      ...nextSeasonDefaults('Ladder'),
      perBoundary: true,
      boundaries: [{ promote: '21', relegate: '1' }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['boundaries.0.promote']);
  });
});

describe("a next season's refusal in the organiser's language", () => {
  const tooSmall = {
    error: 'Group "Group B" would start the next season with 1 team: it needs at least 2',
    code: 'VALIDATION_FAILED',
    details: [{ field: 'groups', message: 'Group "Group B": 1 team, at least 2', groupName: 'Group B', size: 1 }],
  };

  it("names the level in both languages, from the detail's values", async () => {
    expect(serverErrorText(tooSmall)).toBe(
      '"Group B" would start the season with 1 team: each level needs at least 2, and at most 2 more than now.',
    );
    await activateLocale('es');
    expect(serverErrorText(tooSmall)).toBe(
      '«Group B» empezaría la temporada con 1 pareja: cada nivel necesita al menos 2, y como mucho 2 más que ahora.',
    );
  });
});
