/** A record as Dublin Core elements: the record page's tab and the children's record page's view. */
import { useTranslation } from "react-i18next";

import type { DublinCoreElement } from "../../../api/contract.ts";
import { CaptionedTable } from "../../ui/scroll-table.tsx";

export function DublinCoreTable({
  elements,
  captionId,
  className,
}: {
  elements: readonly DublinCoreElement[];
  captionId: string;
  className?: string;
}) {
  const { t } = useTranslation();
  if (elements.length === 0) return <p>{t("record.dublinCore.empty")}</p>;
  return (
    <CaptionedTable
      captionId={captionId}
      caption={t("record.dublinCore.caption")}
      columns={[t("record.dublinCore.element"), t("record.dublinCore.value")]}
      rows={elements.map((element, index) => ({
        key: index,
        header: <code>{element.elemento}</code>,
        cells: [element.valor],
      }))}
      className={className}
    />
  );
}
