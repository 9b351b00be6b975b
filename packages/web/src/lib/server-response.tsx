import { createContext, useContext } from 'react';
import { Navigate, type NavigateProps } from 'react-router';

/**
 * What a page rendered on the server tells the HTTP reply: its status (the not-found page says
 * 404), where it redirects (a `<Redirect>` answers 302 instead of rendering nothing) and its title.
 * Only the server's renderer (entry-server.tsx) provides it; in the browser it is null.
 */
export interface ServerResponse {
  status: number;
  redirect: string | null;
  title: string | null;
}

export const ServerResponseContext = createContext<ServerResponse | null>(null);

export const useServerResponse = (): ServerResponse | null => useContext(ServerResponseContext);

/** `<Navigate replace>` in the browser; a 302 when the page is rendered on the server. */
export function Redirect({ to }: { to: NavigateProps['to'] }) {
  const response = useServerResponse();
  if (response) {
    response.redirect ??= typeof to === 'string' ? to : `${to.pathname ?? '/'}${to.search ?? ''}`;
    return null;
  }
  return <Navigate to={to} replace />;
}
