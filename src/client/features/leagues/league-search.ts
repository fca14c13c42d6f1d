export const leagueTabs = ['standings', 'schedule', 'results', 'playoffs'] as const;
export type LeagueTab = (typeof leagueTabs)[number];

/**
 * Everything a shared link needs to open the same view: the league, the tab (standings when
 * absent), the group (the first by name when absent) and the results round (the latest with
 * results when absent).
 */
export interface LeagueSearch {
  clubId?: number;
  leagueId?: number;
  tab?: LeagueTab;
  group?: number;
  round?: number;
}
