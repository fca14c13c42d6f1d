import { playerMessages } from '../messages';

/** Won and lost matches as one bar, with the numbers printed beside it (colour is never the only cue). */
export function WinLossBar({ won, lost }: { won: number; lost: number }) {
  const played = won + lost;
  const wonShare = played === 0 ? 0 : (won / played) * 100;
  return (
    <figure className="win-loss">
      <div className="win-loss__bar" role="img" aria-label={`${won} won, ${lost} lost`}>
        {/* The only computed style on the public pages: the bar's split is data, not design. */}
        <span className="win-loss__won" style={{ flexGrow: won }} />
        <span className="win-loss__lost" style={{ flexGrow: lost }} />
      </div>
      <figcaption className="win-loss__legend num">
        <span className="win-loss__key win-loss__key--won">
          {playerMessages.won} {won} ({wonShare.toFixed(1)}%)
        </span>
        <span className="win-loss__key win-loss__key--lost">
          {playerMessages.lost} {lost}
        </span>
      </figcaption>
    </figure>
  );
}
