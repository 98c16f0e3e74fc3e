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
}

export function AppDialog({ isOpen, onOpenChange, title, children, role = 'dialog', className, isDismissable = true }: AppDialogProps) {
  return (
    <ModalOverlay className="modal-overlay" isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={isDismissable}>
      <Modal className={className ? `modal ${className}` : 'modal'}>
        <Dialog className="dialog" role={role}>
          <Heading slot="title">{title}</Heading>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
