import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

type LoginPanelContextValue = {
  isOpen: boolean;
  open: () => void;
  /** Opens the panel with `notice` above the form (e.g. why the user must log in again). */
  openWithNotice: (notice: string) => void;
  close: () => void;
  notice: string | null;
};

const LoginPanelContext = createContext<LoginPanelContextValue | null>(null);

/** Open/closed state of the slide-in login panel, so any page (footer, disclaimer, reset page) can open it. */
export function LoginPanelProvider({ children, defaultOpen = false }: { children: ReactNode; defaultOpen?: boolean }) {
  const [isOpen, setIsOpen] = useState(defaultOpen);
  const [notice, setNotice] = useState<string | null>(null);
  const openWithNotice = useCallback((text: string | null) => {
    setNotice(text);
    setIsOpen(true);
  }, []);
  const open = useCallback(() => openWithNotice(null), [openWithNotice]);
  const close = useCallback(() => setIsOpen(false), []);
  const value = useMemo(() => ({ isOpen, open, openWithNotice, close, notice }), [isOpen, open, openWithNotice, close, notice]);
  return <LoginPanelContext.Provider value={value}>{children}</LoginPanelContext.Provider>;
}

export function useLoginPanel(): LoginPanelContextValue {
  const value = useContext(LoginPanelContext);
  if (!value) throw new Error('useLoginPanel must be used inside <LoginPanelProvider>');
  return value;
}
