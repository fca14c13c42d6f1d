/**
 * Issue 13 on the public pages: plurals through the catalogue in both languages, and the header's
 * language picker switching the page in place (no reload), kept on the device, with <html lang>.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activateLocale, LOCALE_STORAGE_KEY } from '@/client/i18n/i18n';
import { player } from './fixtures';
import { json, loadPublicPages, mockApi, renderApp, stubScrolling } from './support';

beforeAll(loadPublicPages);

beforeEach(() => stubScrolling());

afterEach(async () => {
  window.localStorage.removeItem(LOCALE_STORAGE_KEY);
  await activateLocale('en');
});

const roster = (count: number) =>
  json({
    players: Array.from({ length: count }, (_, index) => player({ id: index + 1, firstName: `Ana${index + 1}`, lastName: 'Ruiz' })),
    total: count,
    page: 1,
    pageSize: 10,
  });

describe('plurals on the players page', () => {
  it.each([
    ['en', 1, '1 player found'],
    ['en', 2, '2 players found'],
    ['es', 1, '1 jugador encontrado'],
    ['es', 2, '2 jugadores encontrados'],
    ['es', 0, '0 jugadores encontrados'],
  ] as const)('in %s, %i player(s) reads "%s"', async (locale, count, text) => {
    await activateLocale(locale);
    mockApi({ '/api/v1/players': () => roster(count) });
    renderApp('/players');
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});

describe('the language picker in the header', () => {
  it('switches the page to Spanish in place, keeps the choice and sets <html lang>', async () => {
    mockApi({ '/api/v1/players': () => roster(2) });
    const { router } = renderApp('/players');
    expect(await screen.findByRole('heading', { level: 1, name: 'Players' })).toBeInTheDocument();
    const marker = screen.getByRole('heading', { level: 1 });

    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'es' } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Jugadores' })).toBeInTheDocument();
    expect(screen.getByText('2 jugadores encontrados')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Buscar por nombre...')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
    expect(document.documentElement.lang).toBe('es');
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('es');
    await waitFor(() => expect(document.title).toBe('Jugadores | Padel Tour'));
    // Same router, same place: the app was redrawn, not reloaded.
    expect(router.state.location.pathname).toBe('/players');
    expect(marker.isConnected).toBe(false);

    fireEvent.change(screen.getByRole('combobox', { name: 'Idioma' }), { target: { value: 'en' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Players' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });
});
