import { describe, expect, it } from "vitest";

import { DEMO_LIBRARIES } from "../../operations/demo/seed.ts";
import { readOpeningHours } from "./opening-hours.ts";

const day = (abre: string, fecha: string) => [{ abre, fecha }];

describe("readOpeningHours", () => {
  it("reads the demo libraries' hours, Sunday closed", () => {
    const [central, humanas, norte] = DEMO_LIBRARIES.map((l) => readOpeningHours(l.opening_hours));
    expect(central).toEqual([[], ...Array(5).fill(day("08:00", "22:00")), day("08:00", "12:00")]);
    expect(humanas).toEqual([[], ...Array(5).fill(day("08:00", "20:00")), []]);
    expect(norte?.[3]).toEqual(day("07:30", "21:30"));
  });

  it("reads lists of days, two intervals a day, clock times and closed days", () => {
    const week = readOpeningHours(
      "Segunda-feira a sexta-feira: das 8h às 12h e das 14h às 18h; sábados e domingos: fechado",
    );
    expect(week?.[1]).toEqual([
      { abre: "08:00", fecha: "12:00" },
      { abre: "14:00", fecha: "18:00" },
    ]);
    expect(week?.[0]).toEqual([]);
    expect(readOpeningHours("Terça, quinta, 09:00-17:30")?.[4]).toEqual(day("09:00", "17:30"));
    expect(readOpeningHours("Todos os dias, 6h às 23h")?.every((d) => d.length === 1)).toBe(true);
    expect(readOpeningHours("Sexta a segunda, 10h às 16h")?.map((d) => d.length)).toEqual([1, 1, 0, 0, 0, 1, 1]);
  });

  it("gives null for what it does not understand, so that the text is shown alone", () => {
    expect(readOpeningHours(null)).toBeNull();
    expect(readOpeningHours("")).toBeNull();
    expect(readOpeningHours("Consulte o calendário acadêmico")).toBeNull();
    expect(readOpeningHours("Segunda a sexta, 22h às 8h")).toBeNull();
    expect(readOpeningHours("Feriados, 8h às 12h")).toBeNull();
  });
});
