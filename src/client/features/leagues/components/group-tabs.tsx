import type { ReactNode } from 'react';
import type { Group } from '@/shared/schemas/group';
import { TabPanel, Tabs } from '@/client/components/ui/tabs';
import styles from './group-tabs.module.css';
import { t } from '@/client/i18n/i18n';

export interface GroupTabsProps {
  /** Unique per league tab, so each tab's group buttons have their own ids. */
  idPrefix: string;
  groups: readonly Group[];
  selected: Group;
  onSelect: (groupId: number) => void;
  children: ReactNode;
}

/** The group buttons every league tab shows, sorted by name, with the selected group's content. */
export function GroupTabs({ idPrefix, groups, selected, onSelect, children }: GroupTabsProps) {
  return (
    <div>
      <Tabs
        label={t('leagues.groupsLabel')}
        idPrefix={idPrefix}
        variant="pills"
        items={groups.map((group) => ({ id: group.id, label: group.name }))}
        selected={selected.id}
        onSelect={onSelect}
      />
      <TabPanel idPrefix={idPrefix} selected={selected.id} className={styles.panel}>
        {children}
      </TabPanel>
    </div>
  );
}
