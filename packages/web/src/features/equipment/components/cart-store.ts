import { MAX_QUANTITY } from '@club/domain/equipment/equipment.rules';
import { useCallback, useEffect, useState } from 'react';

/** A line of the cart as the page keeps it (spec 001 §3 Cart line). */
export interface CartLine {
  id: number;
  quantity: number;
  size: string;
}

const keyOf = (userId: number) => `club.kit-cart.${userId}`;

function read(userId: number): CartLine[] {
  try {
    const raw = window.localStorage.getItem(keyOf(userId));
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (l): l is CartLine =>
        typeof l === 'object' && l !== null && Number.isInteger(l.id) && Number.isInteger(l.quantity) && typeof l.size === 'string',
    );
  } catch {
    return [];
  }
}

/**
 * The cart, kept in this device's storage per account so it survives a reload (issue 18). Read in
 * an effect, never while rendering (the page renders without a browser too). The same item and
 * size added twice is one line with the quantities added, up to the rule's 99.
 */
export function useCart(userId: number | null) {
  const [lines, setLines] = useState<CartLine[]>([]);
  useEffect(() => {
    setLines(userId ? read(userId) : []);
  }, [userId]);
  const save = useCallback(
    (next: CartLine[]) => {
      setLines(next);
      if (userId) window.localStorage.setItem(keyOf(userId), JSON.stringify(next));
    },
    [userId],
  );
  const add = useCallback(
    (line: CartLine) => {
      const found = lines.find((l) => l.id === line.id && l.size === line.size);
      save(
        found
          ? lines.map((l) => (l === found ? { ...l, quantity: Math.min(MAX_QUANTITY, l.quantity + line.quantity) } : l))
          : [...lines, line],
      );
    },
    [lines, save],
  );
  const remove = useCallback((index: number) => save(lines.filter((_, i) => i !== index)), [lines, save]);
  const clear = useCallback(() => save([]), [save]);
  return { lines, add, remove, clear };
}
