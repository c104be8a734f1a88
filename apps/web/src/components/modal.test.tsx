import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal, type ModalSize } from './modal.tsx';

const cancel = (dialog: HTMLElement) => fireEvent(dialog, new Event('cancel', { cancelable: true }));

/** A modal whose open state its owner keeps, as the app's modals do; answers the onClose spy. */
function renderOwned({ size, children }: { size?: ModalSize; children?: ReactNode } = {}) {
  const onClose = vi.fn();
  function Owner() {
    const [isOpen, setOpen] = useState(true);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
        <Modal
          open={isOpen}
          size={size}
          title="Outer"
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        >
          {children}
        </Modal>
      </>
    );
  }
  render(<Owner />);
  return onClose;
}

/** A modal inside another, each closed by its own owner's state, as the shop's checkout modals are. */
function Nested({ onOuterClose }: { onOuterClose: () => void }) {
  const [isInnerOpen, setInnerOpen] = useState(true);
  return (
    <Modal open title="Outer" size="large" onClose={onOuterClose}>
      <p>Outer body</p>
      <Modal open={isInnerOpen} title="Inner" onClose={() => setInnerOpen(false)}>
        <button type="button" onClick={() => setInnerOpen(false)}>
          OK
        </button>
      </Modal>
    </Modal>
  );
}

describe('Modal', () => {
  it('is a dialog named by its title, with its body and a Close button', () => {
    renderOwned({ children: <p>Body text</p> });
    const dialog = screen.getByRole('dialog', { name: 'Outer' });
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Outer' })).toBeInTheDocument();
    expect(within(dialog).getByText('Body text')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('asks its owner to close once with the Close button, and once on Escape', async () => {
    const onClose = renderOwned();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Open', hidden: true }));
    const dialog = screen.getByRole('dialog', { name: 'Outer' });
    const event = new Event('cancel', { cancelable: true });
    fireEvent(dialog, event);
    // The native cancel is refused: the owner closes the dialog through `open`, so both stay in step.
    expect(event.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('calls onClose when the dialog closes by itself (a form with method="dialog", say)', () => {
    const onClose = renderOwned();
    const dialog = screen.getByRole('dialog', { name: 'Outer' });
    (dialog as HTMLDialogElement).close();
    // The owner heard the request and set `open` to false; the close that follows is not asked for again.
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('is medium unless told, and large when asked', () => {
    const { unmount } = render(
      <Modal open title="Medium" onClose={() => {}}>
        {null}
      </Modal>,
    );
    const medium = screen.getByRole('dialog', { name: 'Medium' }).className;
    unmount();
    render(
      <Modal open size="large" title="Large" onClose={() => {}}>
        {null}
      </Modal>,
    );
    const large = screen.getByRole('dialog', { name: 'Large' }).className;
    expect(medium).toMatch(/medium/);
    expect(large).toMatch(/large/);
    expect(large).not.toMatch(/medium/);
  });
});

describe('Modal nested in another', () => {
  it('closes only itself on Escape: its cancel never reaches the modal behind', () => {
    const onOuterClose = vi.fn();
    render(<Nested onOuterClose={onOuterClose} />);
    const inner = screen.getByRole('dialog', { name: 'Inner' });
    cancel(inner);
    expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
    expect(onOuterClose).not.toHaveBeenCalled();
  });

  it('closes only itself when its owner closes it: its close event never reaches the modal behind', async () => {
    const onOuterClose = vi.fn();
    render(<Nested onOuterClose={onOuterClose} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
    expect(screen.getByText('Outer body')).toBeInTheDocument();
    expect(onOuterClose).not.toHaveBeenCalled();
  });

  it('still lets the modal behind close on its own Escape', () => {
    const onOuterClose = vi.fn();
    render(<Nested onOuterClose={onOuterClose} />);
    cancel(screen.getByRole('dialog', { name: 'Outer', hidden: true }));
    expect(onOuterClose).toHaveBeenCalledTimes(1);
  });
});
