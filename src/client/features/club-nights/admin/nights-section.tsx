import { Link, getRouteApi, useNavigate } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAdminScope } from '@/client/components/admin/scope';
import { ScopeSelectors } from '@/client/components/admin/scope-selectors';
import { EmptyState, SectionHeader } from '@/client/components/admin/section-layout';
import section from '@/client/components/admin/section.module.css';
import { buttonClassName } from '@/client/components/ui/button';
import { NotAvailableOffline, useIsOffline } from '@/client/pwa';
import { clubNightApi, clubNightQueries } from '../queries';
import { STATUS_NAMES, nightLine } from '../messages';
import { NightForm } from './night-form';
import { NightScreen } from './night-screen';
import styles from './nights-section.module.css';
import { t } from '@/client/i18n/i18n';

const route = getRouteApi('/admin/signed-in/nights');

/**
 * Club nights: the club's nights, a new one (`?create=1`), and one night courtside (`?night=id`).
 * The night in the address, a reload offline brings the same night back.
 */
export function NightsSection() {
  const { night, create } = route.useSearch();
  const scope = useAdminScope();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const clubId = scope.clubId;
  if (clubId !== null && night !== undefined) return <NightScreen clubId={clubId} clubNightId={night} />;
  if (clubId !== null && create) {
    return (
      <section aria-labelledby="section-title" className={section.section}>
        <SectionHeader title={t('clubNights.admin.createTitle')} />
        <NightForm
          clubId={clubId}
          onCancel={() =>
            void navigate({ to: '/admin/nights', search: (search) => ({ ...search, create: undefined }) })
          }
          onCreated={(created) => {
            queryClient.setQueryData(clubNightApi.key.detail(clubId, created.id), created);
            // A night made to fill from its entries goes on to its entries, to open them.
            if (created.players.length === 0)
              void navigate({ to: '/admin/entries', search: { club: clubId, night: created.id } });
            else
              void navigate({
                to: '/admin/nights',
                search: (search) => ({ ...search, create: undefined, night: created.id }),
              });
          }}
        />
      </section>
    );
  }
  return (
    <section aria-labelledby="section-title" className={section.section}>
      <SectionHeader
        title={t('clubNights.admin.title')}
        actions={
          clubId === null ? null : (
            <Link
              to="/admin/nights"
              search={(search) => ({ ...search, create: true })}
              className={buttonClassName('primary')}
            >
              {t('clubNights.admin.createTitle')}
            </Link>
          )
        }
      >
        <ScopeSelectors scope={scope} show={{}} />
      </SectionHeader>
      {clubId === null ? null : <NightList clubId={clubId} />}
    </section>
  );
}

function NightList({ clubId }: { clubId: number }) {
  const nights = useQuery(clubNightQueries.ofClub(clubId));
  const offline = useIsOffline();
  if (nights.isPending)
    return offline ? <NotAvailableOffline /> : <EmptyState>{t('clubNights.admin.loading')}</EmptyState>;
  if (nights.isError) return <EmptyState>{t('clubNights.admin.listError')}</EmptyState>;
  if (nights.data.length === 0)
    return <EmptyState hint={t('clubNights.admin.emptyHint')}>{t('clubNights.admin.empty')}</EmptyState>;
  return (
    <ul className={styles.list}>
      {nights.data.map((night) => (
        <li key={night.id}>
          <Link to="/admin/nights" search={(search) => ({ ...search, night: night.id })} className={styles.night}>
            <strong>{night.name}</strong>
            <span>{nightLine(night)}</span>
            <span>
              {t(STATUS_NAMES[night.status])} · {t('clubNights.admin.playersCount', { count: night.playerCount })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
