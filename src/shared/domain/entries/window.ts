export interface EntryWindow {
  opensAt: string;
  closesAt: string;
}

/** 'notOpen' before `opensAt`, 'closed' from `closesAt` on, else null (instants compared as times). */
export function windowProblem(window: EntryWindow, now: Date): 'notOpen' | 'closed' | null {
  const at = now.getTime();
  if (at < new Date(window.opensAt).getTime()) return 'notOpen';
  if (at >= new Date(window.closesAt).getTime()) return 'closed';
  return null;
}
