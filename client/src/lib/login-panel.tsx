import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

type LoginPanelContextValue = { isOpen: boolean; open: () => void; close: () => void };

const LoginPanelContext = createContext<LoginPanelContextValue | null>(null);

/** Open/closed state of the slide-in login panel, so any page (footer, disclaimer, reset page) can open it. */
export function LoginPanelProvider({ children, defaultOpen = false }: { children: ReactNode; defaultOpen?: boolean }) {
  const [isOpen, setIsOpen] = useState(defaultOpen);
  const open = useCallback(() => setIsOpen(true), []);
  const close = useCallback(() => setIsOpen(false), []);
  const value = useMemo(() => ({ isOpen, open, close }), [isOpen, open, close]);
  return <LoginPanelContext.Provider value={value}>{children}</LoginPanelContext.Provider>;
}

export function useLoginPanel(): LoginPanelContextValue {
  const value = useContext(LoginPanelContext);
  if (!value) throw new Error('useLoginPanel must be used inside <LoginPanelProvider>');
  return value;
}
