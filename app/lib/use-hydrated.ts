import { useEffect, useState } from "react";

/** False in the server render and the first client render, true once the page has hydrated. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
