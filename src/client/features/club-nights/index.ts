/** What other features show of club nights: the club page's list and a player's nights. */
export { ClubNightsList } from './components/club-nights-list';
export { PlayerNights } from './components/player-nights';
