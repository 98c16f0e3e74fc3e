// A modal dialog (React Aria: focus trapped and restored, Escape closes, the rest of the page inert).
import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

export interface AppDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  children: ReactNode;
  /** alertdialog for confirmations: screen readers announce it as needing an answer. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
  isDismissable?: boolean;
  /** The title names the dialog for assistive technology but is not shown (the command palette). */
  hideTitle?: boolean;
}

export function AppDialog({ isOpen, onOpenChange, title, children, role = 'dialog', className, isDismissable = true, hideTitle = false }: AppDialogProps) {
  return (
    <ModalOverlay className="modal-overlay" isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={isDismissable}>
      <Modal className={className ? `modal ${className}` : 'modal'}>
        <Dialog className="dialog" role={role}>
          <Heading slot="title" className={hideTitle ? 'visually-hidden' : undefined}>
            {title}
          </Heading>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
