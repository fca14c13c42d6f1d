import type { NextSeasonPreview } from '@/shared/schemas/season';
import { moveLabels } from './messages';
import styles from './season-preview.module.css';
import { t } from '@/client/i18n/i18n';

/**
 * Every group's new line-up (docs/seasons.md): an arrow for who moved up or down, "new" for who
 * joined. The symbols are for the eye; each line also says its move in words for screen readers.
 */
export function SeasonPreview({ preview }: { preview: NextSeasonPreview }) {
  return (
    <section className={styles.preview} aria-labelledby="season-preview-title">
      <h3 id="season-preview-title" className={styles.title}>
        {t('admin.seasons.previewTitle')}
      </h3>
      <div className={styles.groups}>
        {preview.groups.map((group) => (
          <section key={group.name} className={styles.group} aria-label={group.name}>
            <h4 className={styles.groupName}>{group.name}</h4>
            {group.teams.length === 0 ? (
              <p className={styles.empty}>{t('admin.seasons.emptyGroup')}</p>
            ) : (
              <ol className={styles.teams}>
                {group.teams.map((team) => {
                  const move = moveLabels[team.move];
                  return (
                    <li key={team.teamId} className={styles.team} data-move={team.move}>
                      <span className={`${styles.move} ${styles[team.move]}`} aria-hidden="true">
                        {move.symbol()}
                      </span>
                      <span className={styles.teamName}>{team.teamName}</span>
                      <span className="sr-only">{`, ${move.words(team.from)}`}</span>
                      {team.move === 'up' || team.move === 'down' ? (
                        <span className={styles.from} aria-hidden="true">
                          {team.from}
                        </span>
                      ) : null}
                    </li>
                  );
                })}
              </ol>
            )}
          </section>
        ))}
      </div>
    </section>
  );
}
