import { Link } from '@tanstack/react-router';
import type { Club } from '../../../../shared/schemas/club';
import { buttonClassName } from '../../../components/ui/button';
import { clubPicture } from '../club-picture';
import { clubMessages } from '../messages';

export function ClubCard({ club }: { club: Club }) {
  const picture = clubPicture(club);
  return (
    <li className="card club-card">
      <img
        className={`club-card__picture${picture.isPlaceholder ? ' club-card__picture--placeholder' : ''}`}
        src={picture.src}
        alt={picture.alt}
        width={640}
        height={360}
        loading="lazy"
        decoding="async"
      />
      <div className="club-card__body">
        <h3 className="club-card__name">{club.name}</h3>
        {club.description ? <p className="club-card__description">{club.description}</p> : null}
        <Link
          to="/club"
          search={{ id: club.id }}
          className={buttonClassName('primary', 'club-card__action')}
          aria-label={`${clubMessages.viewClub}: ${club.name}`}
        >
          {clubMessages.viewClub}
        </Link>
      </div>
    </li>
  );
}
