import type { Db } from '../db/database.js';

// Placeholder replaced by the demo tour generator (in progress).
export async function seedDemoTour(_db: Db, _options: { size: 'small' | 'large' }): Promise<string> {
  return 'nothing yet';
}
