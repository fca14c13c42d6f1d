// Texts read the active catalogue: unit tests of modules with texts (the outbox) read English.
import { activateLocale } from '@/client/i18n/i18n';

await activateLocale('en');
