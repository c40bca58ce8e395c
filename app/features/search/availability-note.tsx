import { useTranslation } from "react-i18next";

import type { LibraryAvailability } from "../../../api/contract.ts";
import type { Language } from "../../lib/i18n.ts";
import { formatDay } from "../../lib/dates.ts";
import { availabilityLines } from "./availability.ts";

/** The availability lines of a result or a record (decision 037), as a list. */
export function AvailabilityNote({
  libraries,
  online,
  className = "availability",
}: {
  libraries: LibraryAvailability[];
  online: boolean;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const lines = availabilityLines(libraries, online, (day) => formatDay(day, i18n.language as Language));
  return (
    <ul className={className}>
      {lines.map((line) => (
        <li key={line.key} className={`availability__line availability__line--${line.tone}`}>
          {t(line.key, line.values)}
        </li>
      ))}
    </ul>
  );
}
