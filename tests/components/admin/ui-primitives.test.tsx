import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmProvider, useConfirm } from '@/client/components/ui/confirm-dialog';
import { Dialog } from '@/client/components/ui/dialog';
import { SearchPicker, type PickerOption } from '@/client/components/ui/search-picker';
import { ToastProvider, useToast } from '@/client/components/ui/toast';

function DialogHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} title="Edit Team" onClose={() => setOpen(false)} footer={<button type="button">Save</button>}>
        <input aria-label="First" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a labelled modal that traps Tab, closes on Esc and gives focus back', async () => {
    const user = userEvent.setup();
    render(<DialogHarness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Team' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'First' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
  });

  it('closes with its x button and hides the page behind it', async () => {
    const user = userEvent.setup();
    render(<DialogHarness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    // The page behind is out of reach: only the dialog's own controls are found by role.
    expect(screen.queryByRole('button', { name: 'Open' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toBeInTheDocument();
  });
});

function ConfirmHarness() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button type="button" onClick={() => void confirm('Delete club "Padel Norte"?').then((ok) => setAnswer(String(ok)))}>
        Ask
      </button>
      <button
        type="button"
        onClick={() => void confirm('Remove this team?', { title: 'Remove team', confirmLabel: 'Remove' }).then((ok) => setAnswer(String(ok)))}
      >
        Ask custom
      </button>
      <span data-testid="answer">{answer}</span>
    </>
  );
}

describe('useConfirm', () => {
  it('resolves true on the confirm button, false on Cancel and on Esc; Cancel has the focus', async () => {
    const user = userEvent.setup();
    render(
      <ConfirmProvider>
        <ConfirmHarness />
      </ConfirmProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Please confirm' });
    expect(dialog).toHaveAccessibleDescription('Delete club "Padel Norte"?');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(screen.getByTestId('answer')).toHaveTextContent('true');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('answer')).toHaveTextContent('false');

    await user.click(screen.getByRole('button', { name: 'Ask custom' }));
    const custom = screen.getByRole('alertdialog', { name: 'Remove team' });
    expect(within(custom).getByText('Remove this team?')).toBeInTheDocument();
    expect(within(custom).getByRole('button', { name: 'Remove' })).toBeInTheDocument();
    await waitFor(() => expect(within(custom).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.getByTestId('answer')).toHaveTextContent('false');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

function ToastHarness() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.error('Failed to save team', 'Player 2 is already in a team')}>
        Fail
      </button>
      <button type="button" onClick={() => toast.success('Team saved')}>
        Succeed
      </button>
    </>
  );
}

describe('useToast', () => {
  // sonner captures the pointer on a press (swipe to dismiss); jsdom has no pointer capture.
  Element.prototype.setPointerCapture ??= () => {};

  it('announces errors as alerts with their reason, successes as a polite status, and dismisses', async () => {
    const user = userEvent.setup();
    // Nested providers (the app's and a screen's): each toast shows once, in the nearest one.
    render(
      <ToastProvider>
        <ToastProvider>
          <ToastHarness />
        </ToastProvider>
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to save team');
    expect(alert).toHaveTextContent('Player 2 is already in a team');
    // Inside a live region that stays announced even while a modal dialog hides the page.
    expect(alert.closest('[aria-live="polite"]')).toHaveAttribute('data-react-aria-top-layer');

    await user.click(screen.getByRole('button', { name: 'Succeed' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Team saved');

    await user.click(within(alert).getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('needs its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ToastHarness />)).toThrow('useToast needs a ToastProvider');
  });
});

const teams: PickerOption[] = ['Lobos', 'Linces', 'Leones'].map((label, index) => ({ id: index + 1, label, hint: `Group ${index + 1}` }));

function PickerHarness({ search }: { search: (text: string) => Promise<PickerOption[]> }) {
  const [selected, setSelected] = useState<PickerOption | null>(null);
  return (
    <Dialog open title="Add Team" onClose={() => {}}>
      <SearchPicker label="Team" selected={selected} onSelect={setSelected} search={search} debounceMs={10} />
      <span data-testid="choice">{selected ? selected.label : 'none'}</span>
    </Dialog>
  );
}

describe('SearchPicker (combobox)', () => {
  it('picks with the keyboard, keeps the dialog open on Esc, and says when nothing matches', { timeout: 20_000 }, async () => {
    const search = vi.fn(async (text: string) => teams.filter((team) => team.label.toLowerCase().startsWith(text.toLowerCase())));
    const user = userEvent.setup();
    render(<PickerHarness search={search} />);
    const input = screen.getByRole('combobox', { name: 'Team' });
    // The dialog put focus in the box: typing alone (no tap) must bring the list up.
    expect(input).toHaveFocus();
    await user.type(input, 'l', { skipClick: true });
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['LobosGroup 1', 'LincesGroup 2', 'LeonesGroup 3']);
    expect(input).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('choice')).toHaveTextContent('Linces');
    expect(input).toHaveValue('Linces');
    expect(input).toHaveAttribute('aria-expanded', 'false');

    // Editing the text drops the choice; Esc closes only the list.
    await user.type(input, 'x');
    expect(screen.getByTestId('choice')).toHaveTextContent('none');
    expect(await screen.findByRole('status')).toHaveTextContent('No matches');
    await user.clear(input);
    await user.type(input, 'le');
    await screen.findByRole('option', { name: 'Leones' });
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('dialog', { name: 'Add Team' })).toBeInTheDocument();
    expect(screen.getByTestId('choice')).toHaveTextContent('none');
  });
});
