import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

export type ToastKind = 'success' | 'error' | 'warning';

export interface ToastMessage {
  id: number;
  kind: ToastKind;
  /** The fixed text of SPEC.md, word for word. */
  text: string;
  /** Extra words from the server, shown under the text (e.g. which match holds the results). */
  detail?: string;
}

export interface ToastApi {
  success: (text: string) => void;
  error: (text: string, detail?: string) => void;
  warning: (text: string, detail?: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);
const SUCCESS_MS = 5000;

/**
 * Alerts and success messages without window.alert: errors and warnings are role=alert (read at
 * once, stay until dismissed), successes role=status (polite, fade after five seconds).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);
  const push = useCallback(
    (kind: ToastKind, text: string, detail?: string) => {
      const id = nextId.current++;
      setToasts((list) => [...list.slice(-3), { id, kind, text, detail }]);
      if (kind === 'success') setTimeout(() => dismiss(id), SUCCESS_MS);
    },
    [dismiss],
  );
  const api = useMemo<ToastApi>(
    () => ({
      success: (text) => push('success', text),
      error: (text, detail) => push('error', text, detail),
      warning: (text, detail) => push('warning', text, detail),
    }),
    [push],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toast-region">
        {toasts.map((toast) => (
          <div key={toast.id} className={`toast toast--${toast.kind}`} role={toast.kind === 'success' ? 'status' : 'alert'}>
            <div className="toast-text">
              <p className="toast-title">{toast.text}</p>
              {toast.detail ? <p className="toast-detail">{toast.detail}</p> : null}
            </div>
            <button type="button" className="toast-dismiss" aria-label="Dismiss notification" onClick={() => dismiss(toast.id)}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast needs a ToastProvider');
  return toast;
}
