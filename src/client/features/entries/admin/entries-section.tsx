import { Suspense, lazy, useEffect, useState } from 'react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  entryIdOfCheckInCode,
  type Entry,
  type EntryList,
  type EntryMode,
  type EntryStatus,
} from '@/shared/schemas/entries';
import { useAdminScope } from '@/client/components/admin/scope';
import { ScopeSelectors } from '@/client/components/admin/scope-selectors';
import { EmptyState, SectionHeader } from '@/client/components/admin/section-layout';
import section from '@/client/components/admin/section.module.css';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Field, inputClassName } from '@/client/components/ui/field';
import { SelectField } from '@/client/components/ui/select';
import { ApiError } from '@/client/lib/api-client';
import { ADMIN_ROOT } from '@/client/lib/admin-key';
import { serverErrorText } from '@/client/i18n/server-errors';
import { t } from '@/client/i18n/i18n';
import { submitCheckIn, useOutbox } from '@/client/offline';
import { clubNightQueries } from '@/client/features/club-nights/queries';
import type { ClubNightFormat } from '@/shared/domain/club-nights';
import { nightEntryMode } from '@/shared/domain/entries';
import { makeTeams, pairFreeAgents, saveRegistration, updateEntry } from '../api';
import { entryApi, entryQueries, type EntryOwner } from '../queries';
import { ENTRY_STATUS_TEXT, placesText, statusText, windowText } from '../entry-texts';
import styles from './entries-section.module.css';

const route = getRouteApi('/admin/signed-in/entries');

// The camera scanner and its QR decoder load when it opens, never with the Entries screen.
const CameraScannerDialog = lazy(() => import('./scanner/camera-scanner-dialog'));

/**
 * Entries (docs/entries.md): the organiser's list of a league (the scope's) or a club night
 * (`?night=id`): its registration, the entries by status with paid and checked-in marks, pairing
 * two free agents, moving an entry up, making the teams, and check-in by the player's code.
 */
export function EntriesSection() {
  const { night, status } = route.useSearch();
  const scope = useAdminScope();
  const navigate = useNavigate();
  const clubId = scope.clubId;
  const nights = useQuery({ ...clubNightQueries.ofClub(clubId ?? 0), enabled: clubId !== null });
  let owner: EntryOwner | null = null;
  if (clubId !== null && night !== undefined) owner = { kind: 'night', clubId, id: night };
  else if (clubId !== null && scope.leagueId !== null) owner = { kind: 'league', clubId, id: scope.leagueId };
  return (
    <section aria-labelledby="section-title" className={section.section}>
      <SectionHeader title={t('entries.admin.title')}>
        <ScopeSelectors scope={scope} show={{ league: night === undefined }} />
        {clubId !== null ? (
          <SelectField
            label={t('entries.admin.night')}
            value={night ?? null}
            placeholder={t('entries.admin.noNight')}
            options={(nights.data ?? []).map((item) => ({ value: item.id, label: `${item.name} · ${item.date}` }))}
            onValueChange={(value) =>
              void navigate({ to: '/admin/entries', search: (search) => ({ ...search, night: value ?? undefined }) })
            }
          />
        ) : null}
      </SectionHeader>
      {owner ? (
        <OwnerEntries
          key={`${owner.kind}:${owner.id}`}
          owner={owner}
          groups={owner.kind === 'league' ? scope.groups : []}
          status={status ?? null}
          onStatus={(value) =>
            void navigate({ to: '/admin/entries', search: (search) => ({ ...search, status: value ?? undefined }) })
          }
          nightFormat={nights.data?.find((item) => item.id === night)?.format}
        />
      ) : null}
    </section>
  );
}

const STATUS_ORDER: EntryStatus[] = ['confirmed', 'waiting', 'freeAgent', 'awaitingPartner', 'withdrawn'];

function OwnerEntries({
  owner,
  groups,
  status: shown,
  onStatus,
  nightFormat,
}: {
  owner: EntryOwner;
  groups: readonly { id: number; name: string }[];
  /** The one status shown (from the address), or every status. */
  status: EntryStatus | null;
  onStatus: (status: EntryStatus | null) => void;
  /** A night's format, which fixes what its list takes (a Team Americano: pairs). */
  nightFormat?: ClubNightFormat;
}) {
  const teamNight = nightFormat === 'teamAmericano';
  const queryClient = useQueryClient();
  const list = useQuery(entryQueries.adminList(owner));
  const outbox = useOutbox();
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [chosen, setChosen] = useState<number[]>([]);
  const [groupId, setGroupId] = useState<number | null>(null);
  const [code, setCode] = useState('');
  const [scanning, setScanning] = useState(false);

  // A check-in sent from the outbox (now or when the signal is back) shows in the list.
  const pendingCheckIns = outbox.entries.filter(
    (entry) => entry.operation === 'entry/league-check-in' || entry.operation === 'entry/night-check-in',
  );
  const pendingIds = new Set(pendingCheckIns.map((entry) => ('entryId' in entry.args ? entry.args.entryId : 0)));
  useEffect(() => {
    if (pendingCheckIns.length === 0) void queryClient.invalidateQueries({ queryKey: entryApi.admin.key.list(owner) });
    // Only when the outbox's check-ins change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pendingCheckIns.length]);

  const act = async (write: () => Promise<unknown>, done?: string) => {
    setProblem(null);
    setNotice(null);
    try {
      await write();
      if (done) setNotice(done);
    } catch (error) {
      setProblem(error instanceof ApiError ? (serverErrorText(error.body) ?? String(error.status)) : String(error));
    } finally {
      await queryClient.invalidateQueries({ queryKey: entryApi.admin.key.list(owner) });
    }
  };

  const checkIn = async (entry: Entry | undefined, entryId: number) => {
    setProblem(null);
    const result = await submitCheckIn({
      owner,
      entryId,
      checkedIn: true,
      label: entry ? entry.players.map((player) => player.name).join(' / ') : `#${entryId}`,
    }).catch((error: unknown) => {
      setProblem(error instanceof ApiError ? (serverErrorText(error.body) ?? String(error.status)) : String(error));
      return null;
    });
    if (result?.status === 'queued') setNotice(t('entries.admin.checkInQueued'));
    else if (result)
      setNotice(
        t('entries.admin.checkedInNow', {
          name: entry?.players.map((player) => player.name).join(' / ') ?? `#${entryId}`,
        }),
      );
    await queryClient.invalidateQueries({ queryKey: entryApi.admin.key.list(owner) });
  };

  if (list.isPending) return <EmptyState>{t('entries.admin.loading')}</EmptyState>;
  if (list.isError) return <EmptyState>{t('entries.admin.loadFailed')}</EmptyState>;
  const data = list.data;
  const entries = data.entries;
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  /** A code typed, from a keyboard-wedge scanner or read by the camera: one path to the check-in. */
  const takeCode = (text: string): boolean => {
    const entryId = entryIdOfCheckInCode(text) ?? (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);
    if (entryId === null) {
      setProblem(t('entries.admin.badCode'));
      return false;
    }
    void checkIn(byId.get(entryId), entryId);
    return true;
  };
  const toggle = (id: number) =>
    setChosen((now) => (now.includes(id) ? now.filter((other) => other !== id) : [...now, id].slice(-2)));

  return (
    <div className={styles.page}>
      <RegistrationForm
        owner={owner}
        nightMode={nightFormat ? nightEntryMode(nightFormat) : undefined}
        data={data}
        onSaved={() => void queryClient.invalidateQueries({ queryKey: entryApi.admin.key.list(owner) })}
      />
      {data.state.registration ? (
        <>
          <p className={styles.summary}>
            <strong className="num">{placesText(data.state)}</strong>
            <br />
            {windowText(data.state)}
          </p>
          <form
            className={styles.checkIn}
            onSubmit={(event) => {
              event.preventDefault();
              if (takeCode(code)) setCode('');
            }}
          >
            <Field label={t('entries.admin.codeLabel')} className={styles.codeField}>
              {(control) => (
                <input
                  {...control}
                  aria-describedby="entries-code-hint"
                  className={inputClassName}
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                  autoComplete="off"
                />
              )}
            </Field>
            <Button type="submit">{t('entries.admin.checkIn')}</Button>
            <Button variant="secondary" onClick={() => setScanning(true)}>
              {t('entries.scan.open')}
            </Button>
          </form>
          {scanning ? (
            <Suspense fallback={null}>
              <CameraScannerDialog
                onClose={() => setScanning(false)}
                onCode={(scanned) => {
                  setScanning(false);
                  takeCode(scanned);
                }}
              />
            </Suspense>
          ) : null}
          <p id="entries-code-hint" className={styles.hint}>
            {t('entries.admin.codeHint')}
          </p>
          <div className={styles.tools}>
            {owner.kind === 'league' && groups.length > 0 ? (
              <SelectField
                label={t('entries.admin.group')}
                value={groupId}
                placeholder={t('entries.admin.groupsByLevel')}
                options={groups.map((group) => ({ value: group.id, label: group.name }))}
                onValueChange={setGroupId}
              />
            ) : null}
            <Button
              variant="secondary"
              onClick={() =>
                void act(
                  async () => {
                    await makeTeams(owner, groupId ?? undefined);
                    await queryClient.invalidateQueries({ queryKey: ADMIN_ROOT });
                  },
                  owner.kind === 'league'
                    ? t('entries.admin.teamsMade')
                    : teamNight
                      ? t('entries.admin.pairsAdded')
                      : t('entries.admin.playersAdded'),
                )
              }
            >
              {owner.kind === 'league'
                ? t('entries.admin.makeTeams')
                : teamNight
                  ? t('entries.admin.fillNightPairs')
                  : t('entries.admin.fillNight')}
            </Button>
            {entries.some((entry) => entry.status === 'freeAgent') ? (
              <Button
                variant="secondary"
                disabled={chosen.length !== 2}
                onClick={() =>
                  void act(() =>
                    pairFreeAgents(owner, { entryIds: [chosen[0]!, chosen[1]!] }).then(() => setChosen([])),
                  )
                }
              >
                {t('entries.admin.pair')}
              </Button>
            ) : null}
          </div>
          {problem ? (
            <p role="alert" className={styles.error}>
              {problem}
            </p>
          ) : null}
          {notice ? (
            <p role="status" className={styles.ok}>
              {notice}
            </p>
          ) : null}
          {entries.length > 0 ? (
            <SelectField
              label={t('entries.admin.show')}
              className={styles.show}
              value={shown}
              placeholder={t('entries.admin.showAll', { count: entries.length })}
              options={STATUS_ORDER.map((status) => ({
                value: status,
                label: `${t(ENTRY_STATUS_TEXT[status])} (${entries.filter((entry) => entry.status === status).length})`,
              }))}
              onValueChange={onStatus}
            />
          ) : null}
          {STATUS_ORDER.filter((status) => shown === null || status === shown).map((status) => {
            const rows = entries.filter((entry) => entry.status === status);
            if (rows.length === 0) return null;
            return (
              <section key={status} aria-labelledby={`entries-${status}`} className={styles.group}>
                <h3 id={`entries-${status}`} className={styles.groupTitle}>
                  {t(ENTRY_STATUS_TEXT[status])} <span className="num">({rows.length})</span>
                </h3>
                <ul className={styles.rows}>
                  {rows.map((entry) => (
                    <li key={entry.id} className={styles.row} data-testid={`entry-row-${entry.id}`}>
                      <div className={styles.who}>
                        {status === 'freeAgent' ? (
                          <label className={styles.choose}>
                            <input
                              type="checkbox"
                              checked={chosen.includes(entry.id)}
                              onChange={() => toggle(entry.id)}
                            />{' '}
                            {entry.players.map((player) => player.name).join(' / ')}
                          </label>
                        ) : (
                          <span className={styles.names}>{entry.players.map((player) => player.name).join(' / ')}</span>
                        )}
                        <span className={styles.meta}>
                          {t('entries.admin.level', { level: entry.level.toFixed(1) })}
                          {entry.position !== undefined ? ` · ${statusText(entry.status, entry.position)}` : ''}
                        </span>
                      </div>
                      <div className={styles.marks}>
                        {status === 'confirmed' || status === 'waiting' ? (
                          <label className={styles.mark}>
                            <input
                              type="checkbox"
                              checked={entry.paid}
                              onChange={() => void act(() => updateEntry(owner, entry.id, { paid: !entry.paid }))}
                            />{' '}
                            {t('entries.admin.paid')}
                          </label>
                        ) : null}
                        {status === 'confirmed' ? (
                          entry.checkedIn ? (
                            <Badge tone="positive">{t('entries.checkedIn')}</Badge>
                          ) : pendingIds.has(entry.id) ? (
                            <Badge tone="muted">{t('entries.admin.checkInPending')}</Badge>
                          ) : (
                            <Button size="sm" variant="secondary" onClick={() => void checkIn(entry, entry.id)}>
                              {t('entries.admin.checkIn')}
                            </Button>
                          )
                        ) : null}
                        {status === 'waiting' ? (
                          <Button
                            size="sm"
                            onClick={() => void act(() => updateEntry(owner, entry.id, { status: 'confirmed' }))}
                          >
                            {t('entries.admin.moveUp')}
                          </Button>
                        ) : null}
                      </div>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
          {entries.length === 0 ? <EmptyState>{t('entries.admin.empty')}</EmptyState> : null}
          {entries.length > 0 && shown !== null && !entries.some((entry) => entry.status === shown) ? (
            <EmptyState>{t('entries.admin.filtered')}</EmptyState>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** yyyy-mm-ddThh:mm in the device's zone, for a datetime-local box. */
const localInput = (iso: string): string => {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

function RegistrationForm({
  owner,
  nightMode,
  data,
  onSaved,
}: {
  owner: EntryOwner;
  /** What the night's format takes (`nightEntryMode`): fixed, not a choice. */
  nightMode?: EntryMode;
  data: EntryList;
  onSaved: () => void;
}) {
  const current = data.state.registration;
  const [opensAt, setOpensAt] = useState(() => localInput(current?.opensAt ?? new Date().toISOString()));
  const [closesAt, setClosesAt] = useState(() =>
    localInput(current?.closesAt ?? new Date(Date.now() + 7 * 24 * 3_600_000).toISOString()),
  );
  const [capacity, setCapacity] = useState(String(current?.capacity ?? 16));
  const [chosenMode, setMode] = useState<EntryMode>(
    current?.mode ?? (owner.kind === 'league' ? 'pairs' : 'individuals'),
  );
  const mode = nightMode ?? chosenMode;
  const [minLevel, setMinLevel] = useState(
    current?.minLevel === null || current?.minLevel === undefined ? '' : String(current.minLevel),
  );
  const [maxLevel, setMaxLevel] = useState(
    current?.maxLevel === null || current?.maxLevel === undefined ? '' : String(current.maxLevel),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const level = (text: string) => (text.trim() === '' ? null : Number(text.replace(',', '.')));

  const save = async () => {
    setProblem(null);
    setSaved(false);
    try {
      await saveRegistration(owner, {
        opensAt: new Date(opensAt).toISOString(),
        closesAt: new Date(closesAt).toISOString(),
        capacity: Number(capacity),
        mode,
        minLevel: level(minLevel),
        maxLevel: level(maxLevel),
      });
      setSaved(true);
      onSaved();
    } catch (error) {
      setProblem(error instanceof ApiError ? (serverErrorText(error.body) ?? String(error.status)) : String(error));
    }
  };

  const box = (
    label: string,
    value: string,
    set: (value: string) => void,
    type: string,
    extra: Record<string, string> = {},
  ) => (
    <Field label={label}>
      {(control) => (
        <input
          {...control}
          {...extra}
          type={type}
          className={inputClassName}
          value={value}
          onChange={(event) => set(event.target.value)}
        />
      )}
    </Field>
  );

  return (
    <form
      className={styles.registration}
      aria-label={t('entries.admin.registration')}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h3 className={styles.groupTitle}>
        {current ? t('entries.admin.registration') : t('entries.admin.openEntries')}
      </h3>
      <div className={styles.fields}>
        {box(t('entries.admin.opensAt'), opensAt, setOpensAt, 'datetime-local')}
        {box(t('entries.admin.closesAt'), closesAt, setClosesAt, 'datetime-local')}
        {box(t('entries.admin.capacity'), capacity, setCapacity, 'number', {
          min: '1',
          max: '512',
          inputMode: 'numeric',
        })}
        {owner.kind === 'night' && nightMode ? (
          <p className={styles.fixedMode}>
            <span className={styles.fixedModeLabel}>{t('entries.admin.mode')}</span>
            {nightMode === 'pairs' ? t('entries.admin.modePairsOfNight') : t('entries.admin.modeIndividualsOfNight')}
          </p>
        ) : owner.kind === 'night' ? (
          <SelectField
            label={t('entries.admin.mode')}
            value={mode}
            options={[
              { value: 'individuals', label: t('entries.modeIndividuals') },
              { value: 'pairs', label: t('entries.modePairs') },
            ]}
            onValueChange={(value) => setMode(value ?? 'individuals')}
          />
        ) : null}
        {box(t('entries.admin.minLevel'), minLevel, setMinLevel, 'text', { inputMode: 'decimal', placeholder: '0.0' })}
        {box(t('entries.admin.maxLevel'), maxLevel, setMaxLevel, 'text', { inputMode: 'decimal', placeholder: '7.0' })}
      </div>
      <div className={styles.tools}>
        <Button type="submit">{current ? t('entries.admin.save') : t('entries.admin.open')}</Button>
        {saved ? (
          <span role="status" className={styles.ok}>
            {t('entries.admin.saved')}
          </span>
        ) : null}
      </div>
      {problem ? (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      ) : null}
    </form>
  );
}
