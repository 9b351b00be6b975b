import { useEffect, useState } from 'react';
import { takeIdleTurn } from './idle';

/**
 * False until this component's idle turn has come (lib/idle.ts, takeIdleTurn), then true: for a
 * part that fetches live data nobody needs in the first frames (seats left), so that parts of a
 * page that mount together do not all start their requests in the task that hydrates the page.
 * False on the server and while React hydrates, so the server's markup is matched: a part showing
 * live data the HTML never carries shows its loading state until its turn, even if that data has
 * arrived meanwhile from another part of the page.
 */
export function useIdleTurn(): boolean {
  const [turn, setTurn] = useState(false);
  useEffect(() => takeIdleTurn(() => setTurn(true)), []);
  return turn;
}
