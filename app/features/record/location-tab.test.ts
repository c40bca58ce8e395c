import { expect, test } from "vitest";

import type { CopiesLibrary, CopyOut } from "../../../api/contract.ts";
import { placesOf } from "./location-tab.tsx";

const copy = (over: Partial<CopyOut>): CopyOut => ({
  cod_exemplar: 1,
  tombo: "1",
  chamada: "869.3 A474d",
  volume: null,
  tomo: null,
  parte: null,
  cod_local_exemplar: 10,
  desc_local_exemplar: "Acervo geral",
  situacao: "available",
  desc_situacao: "Disponível",
  data_devolucao: null,
  ...over,
});

test("copies at one place under one call number count together; another place or call number is its own line", () => {
  const library = {
    exemplares: [
      copy({ cod_exemplar: 1 }),
      copy({ cod_exemplar: 2, situacao: "on_loan" }),
      copy({ cod_exemplar: 3, desc_local_exemplar: "Reserva técnica" }),
      copy({ cod_exemplar: 4 }),
      copy({ cod_exemplar: 5, chamada: "869.3 A474d ex.2", desc_local_exemplar: null }),
    ],
  } as CopiesLibrary;
  expect(placesOf(library)).toEqual([
    { location: "Acervo geral", callNumber: "869.3 A474d", total: 3, available: 2 },
    { location: "Reserva técnica", callNumber: "869.3 A474d", total: 1, available: 1 },
    { location: null, callNumber: "869.3 A474d ex.2", total: 1, available: 1 },
  ]);
});
