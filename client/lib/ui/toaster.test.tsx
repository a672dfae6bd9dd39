import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { toast, useToast } from './use-toast';

function visibleToasts() {
  const region = screen.getByRole('region', { name: 'Notifications (F8)' });
  return within(region).queryAllByRole('listitem');
}

function SaveButton() {
  const { toast: showToast } = useToast();
  return (
    <button type="button" onClick={() => showToast({ title: 'Saved', description: 'Your RSVP is in.' })}>
      Save
    </button>
  );
}

afterEach(() => {
  act(() => toast({ title: 'reset' }).dismiss());
});

describe('toasts', () => {
  it('shows only one toast at a time: the newest', () => {
    renderWithProviders(<div />);
    act(() => {
      toast({ title: 'First', description: 'one' });
      toast({ title: 'Second', description: 'two' });
    });
    const toasts = visibleToasts();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toHaveTextContent('Second');
    expect(toasts[0]).toHaveTextContent('two');
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });

  it('shows a destructive toast in the destructive style', () => {
    renderWithProviders(<div />);
    act(() => {
      toast({ title: 'Upload failed', description: 'Please try again.', variant: 'destructive' });
    });
    const [shown] = visibleToasts();
    expect(shown).toHaveTextContent('Upload failed');
    expect(shown).toHaveClass('destructive', 'bg-red-700');
  });

  it('is raised from a component through useToast and closed with its close button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SaveButton />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const [shown] = visibleToasts();
    expect(shown).toHaveTextContent('Saved');
    expect(shown).not.toHaveClass('destructive');

    await user.click(within(shown).getByRole('button', { name: 'Close' }));
    expect(visibleToasts()).toHaveLength(0);
  });
});
