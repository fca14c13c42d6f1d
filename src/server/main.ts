import { buildApp } from './app.js';
import { ConfigError, loadConfig, startWarnings } from './config.js';
import { migrateToLatest, openDatabase } from './db/database.js';
import { bootstrapAdmin } from './auth/index.js';
import { seedDemoTour } from './seed/demo-tour.js';
import { seedDemoAccounts, type DemoLogin } from './seed/demo-accounts.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = openDatabase(config.DATABASE_URL);
  await migrateToLatest(database);

  const admin = await bootstrapAdmin(database.db, config.ADMIN_USERNAME ?? 'admin', config.ADMIN_PASSWORD);
  let demoLogins: DemoLogin[] = [];
  if (database.isNewEmbedded && config.SEED_DEMO) {
    const summary = await seedDemoTour(database.db, { size: 'small' });
    console.log(`Created a demo tour: ${summary}`);
    demoLogins = await seedDemoAccounts(database.db, { timeZone: config.TOUR_TIME_ZONE });
  }

  const app = await buildApp({ config, database });
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: closing`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  const url = `http://${shownHost}:${config.PORT}`;
  console.log(`\nBandeja is running at ${url}  (API docs: ${url}/api/docs, database: ${database.dialect})`);
  if (admin.generatedPassword) {
    console.log(`Admin login: username "${admin.username}", password "${admin.generatedPassword}"  (shown once; reset with: npm run admin -- reset-password)`);
  } else if (admin.created) {
    console.log(`Admin login: username "${admin.username}" with the password from ADMIN_PASSWORD`);
  } else {
    console.log(`Admin login: username "${admin.username}" (forgot the password? npm run admin -- reset-password)`);
  }
  for (const warning of startWarnings(config)) console.warn(`Warning: ${warning}`);
  // The demo tour's organiser and players, shown once like the administrator's random password.
  for (const login of demoLogins) {
    const where = login.role === 'organiser' ? `${url}/admin` : `${url}/login`;
    console.log(`Demo ${login.role} login (${where}): username "${login.username}", password "${login.password}"  (shown once)`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
