import { describe, expect, it } from "vitest";
import type { CopyStatus } from "../../contract.ts";
import {
  canTransition,
  checkoutRefusal,
  compactPositions,
  dueDateFor,
  fineCents,
  isSuspended,
  lateDays,
  matchesChoice,
  nextInQueue,
  normaliseChoice,
  pickPolicy,
  pickupDeadline,
  renewalRefusal,
  renewedDueDate,
  renewalsLeft,
  reservationRefusal,
  standingRefusal,
  suspensionFor,
  type CopyFacts,
  type RenewalFacts,
} from "./rules.ts";

const copy = (over: Partial<CopyFacts> = {}): CopyFacts => ({
  id: 1,
  status: "on_loan",
  volume: null,
  tomo: null,
  parte: null,
  material: null,
  location_id: 10,
  ...over,
});

describe("copy status transitions", () => {
  it("allows the circulation moves and refuses the rest", () => {
    expect(canTransition("available", "on_loan")).toBe(true);
    expect(canTransition("on_loan", "available")).toBe(true);
    expect(canTransition("on_loan", "reserved")).toBe(true);
    expect(canTransition("reserved", "on_loan")).toBe(true);
    expect(canTransition("reserved", "reserved")).toBe(true);
    expect(canTransition("in_transit", "reserved")).toBe(true);
    expect(canTransition("not_for_loan", "on_loan")).toBe(false);
    expect(canTransition("lost", "on_loan")).toBe(false);
    expect(canTransition("on_loan", "on_loan")).toBe(false);
    expect(canTransition("closed_stacks", "reserved")).toBe(false);
  });
});

describe("policy", () => {
  const base = {
    loan_days: 14,
    max_renewals: 3,
    max_loans: 5,
    max_reservations: 5,
    pickup_days: 3,
    reservation_days: 90,
    daily_fine_cents: 100,
    suspension_days_per_late_day: 0,
  };
  const rows = [
    { ...base, library_id: null, category: null, loan_days: 14 },
    { ...base, library_id: null, category: "professor", loan_days: 30 },
    { ...base, library_id: 3, category: null, loan_days: 10 },
    { ...base, library_id: 3, category: "professor", loan_days: 45 },
  ];
  it("takes the most specific row", () => {
    expect(pickPolicy(rows, 1, "graduacao")?.loan_days).toBe(14);
    expect(pickPolicy(rows, 1, "professor")?.loan_days).toBe(30);
    expect(pickPolicy(rows, 3, "graduacao")?.loan_days).toBe(10);
    expect(pickPolicy(rows, 3, "professor")?.loan_days).toBe(45);
    expect(pickPolicy(rows.slice(1), 1, "graduacao")).toBeUndefined();
  });
  it("dates loans and pick-up windows from today", () => {
    expect(dueDateFor("2026-02-20", { loan_days: 14 })).toBe("2026-03-06");
    expect(pickupDeadline("2026-12-30", { pickup_days: 3 })).toBe("2027-01-02");
  });
});

describe("renewal", () => {
  const facts = (over: Partial<RenewalFacts> = {}): RenewalFacts => ({
    loan: { due_date: "2026-05-10", renewals: 0, returned: false },
    today: "2026-05-01",
    maxRenewals: 2,
    blocked: false,
    suspended: false,
    hasDebts: false,
    reservedByOther: false,
    ...over,
  });
  it("allows a renewal when nothing stands in the way", () => {
    expect(renewalRefusal(facts())).toBeNull();
    expect(renewalRefusal(facts({ today: "2026-05-10" }))).toBeNull();
  });
  it("gives each refusal its own code, in a fixed order", () => {
    expect(renewalRefusal(facts({ loan: undefined }))).toBe("loan_not_found");
    expect(renewalRefusal(facts({ loan: { due_date: "2026-05-10", renewals: 0, returned: true } }))).toBe(
      "loan_not_found",
    );
    expect(renewalRefusal(facts({ blocked: true, suspended: true }))).toBe("patron_blocked");
    expect(renewalRefusal(facts({ suspended: true, hasDebts: true }))).toBe("renewal_suspended");
    expect(renewalRefusal(facts({ hasDebts: true, reservedByOther: true }))).toBe("renewal_debts");
    expect(renewalRefusal(facts({ today: "2026-05-11", reservedByOther: true }))).toBe("renewal_overdue");
    expect(
      renewalRefusal(facts({ loan: { due_date: "2026-05-10", renewals: 2, returned: false }, reservedByOther: true })),
    ).toBe("renewal_limit");
    expect(renewalRefusal(facts({ reservedByOther: true }))).toBe("renewal_reserved");
  });
  it("counts a full period from today and never shortens the loan", () => {
    expect(renewedDueDate("2026-05-08", "2026-05-10", { loan_days: 14 })).toBe("2026-05-22");
    expect(renewedDueDate("2026-05-01", "2026-06-30", { loan_days: 14 })).toBe("2026-06-30");
    expect(renewalsLeft(1, 3)).toBe(2);
    expect(renewalsLeft(5, 3)).toBe(0);
  });
});

describe("fines and suspensions", () => {
  it("charges per late day, nothing when on time", () => {
    expect(lateDays("2026-03-01", "2026-03-01")).toBe(0);
    expect(lateDays("2026-03-01", "2026-02-20")).toBe(0);
    expect(lateDays("2026-02-27", "2026-03-02")).toBe(3);
    expect(fineCents(3, { daily_fine_cents: 150 })).toBe(450);
  });
  it("suspends for the policy's days per late day, from the day of return", () => {
    expect(suspensionFor(3, "2026-03-02", { suspension_days_per_late_day: 2 })).toEqual({
      starts_on: "2026-03-02",
      ends_on: "2026-03-07",
    });
    expect(suspensionFor(3, "2026-03-02", { suspension_days_per_late_day: 0 })).toBeNull();
    expect(suspensionFor(0, "2026-03-02", { suspension_days_per_late_day: 2 })).toBeNull();
  });
  it("knows when a suspension is active", () => {
    const s = [{ starts_on: "2026-03-02", ends_on: "2026-03-07" }];
    expect(isSuspended(s, "2026-03-01")).toBe(false);
    expect(isSuspended(s, "2026-03-02")).toBe(true);
    expect(isSuspended(s, "2026-03-07")).toBe(true);
    expect(isSuspended(s, "2026-03-08")).toBe(false);
  });
  it("blocks by standing: blocked, then suspended, then debts", () => {
    expect(standingRefusal({ blocked: false, suspended: false, hasDebts: false })).toBeNull();
    expect(standingRefusal({ blocked: true, suspended: true, hasDebts: true })).toBe("patron_blocked");
    expect(standingRefusal({ blocked: false, suspended: true, hasDebts: true })).toBe("patron_suspended");
    expect(standingRefusal({ blocked: false, suspended: false, hasDebts: true })).toBe("patron_debts");
  });
});

describe("reservation choices", () => {
  const flags = { reserve_by_location: true, reserve_by_material: true };
  it("normalises the codes: 99999 single, 0 main material, -1 all locations, 'N' flags mean any", () => {
    const input = { volume: "99999", tomo: " 99999 ", parte: "", material: "0", localizacao: -1 };
    expect(normaliseChoice(input, flags)).toEqual({
      volume: "99999",
      tomo: "99999",
      parte: "99999",
      material: "0",
      location_id: null,
    });
    expect(
      normaliseChoice(
        { ...input, localizacao: 11, material: "CD" },
        { reserve_by_location: false, reserve_by_material: false },
      ),
    ).toEqual({
      volume: "99999",
      tomo: "99999",
      parte: "99999",
      material: null,
      location_id: null,
    });
  });
  it("matches copies by volume, tomo, parte, material and location", () => {
    const choice = normaliseChoice(
      { volume: "v. 2", tomo: "99999", parte: "99999", material: null, localizacao: 11 },
      flags,
    );
    expect(matchesChoice(copy({ volume: "v. 2", location_id: 11 }), choice)).toBe(true);
    expect(matchesChoice(copy({ volume: "v. 2", location_id: 10 }), choice)).toBe(false);
    expect(matchesChoice(copy({ volume: null, location_id: 11 }), choice)).toBe(false);
    const main = normaliseChoice(
      { volume: "99999", tomo: "99999", parte: "99999", material: "0", localizacao: null },
      flags,
    );
    expect(matchesChoice(copy(), main)).toBe(true);
    expect(matchesChoice(copy({ material: "CD-ROM" }), main)).toBe(false);
  });
  it("reserves unavailable material only, and only when some copy will come back", () => {
    const of = (...statuses: CopyStatus[]) => statuses.map((status) => ({ status }));
    expect(reservationRefusal(of("on_loan", "available"))).toBe("reservation_copies_available");
    expect(reservationRefusal(of("lost", "not_for_loan", "closed_stacks"))).toBe("reservation_not_allowed");
    expect(reservationRefusal(of())).toBe("reservation_not_allowed");
    expect(reservationRefusal(of("on_loan", "lost"))).toBeNull();
    expect(reservationRefusal(of("reserved"))).toBeNull();
    expect(reservationRefusal(of("in_transit"))).toBeNull();
  });
});

describe("queues", () => {
  it("serves the first reservation (by position) whose choices accept the copy", () => {
    const queue = [
      { id: 3, position: 3, material: null, location_id: null },
      { id: 1, position: 1, material: null, location_id: 11 },
      { id: 2, position: 2, material: "CD-ROM", location_id: null },
    ];
    expect(nextInQueue(queue, copy({ location_id: 10 }))?.id).toBe(3);
    expect(nextInQueue(queue, copy({ location_id: 11 }))?.id).toBe(1);
    expect(nextInQueue(queue, copy({ location_id: 10, material: "CD-ROM" }))?.id).toBe(2);
    expect(nextInQueue([], copy())).toBeUndefined();
  });
  it("compacts positions to 1…n keeping the order", () => {
    expect(compactPositions([2, 5, 3])).toEqual([1, 3, 2]);
    expect(compactPositions([])).toEqual([]);
  });
});

describe("check-out", () => {
  const ok = {
    standing: { blocked: false, suspended: false, hasDebts: false },
    status: "available" as CopyStatus,
    heldForPatron: false,
    openLoans: 0,
    maxLoans: 2,
  };
  it("lends an available copy or one held for the patron", () => {
    expect(checkoutRefusal(ok)).toBeNull();
    expect(checkoutRefusal({ ...ok, status: "reserved", heldForPatron: true })).toBeNull();
  });
  it("refuses the rest with a reason", () => {
    expect(checkoutRefusal({ ...ok, status: "on_loan" })).toBe("item_on_loan");
    expect(checkoutRefusal({ ...ok, status: "reserved" })).toBe("item_reserved");
    expect(checkoutRefusal({ ...ok, status: "lost" })).toBe("item_not_loanable");
    expect(checkoutRefusal({ ...ok, openLoans: 2 })).toBe("loan_limit");
    expect(checkoutRefusal({ ...ok, standing: { blocked: false, suspended: true, hasDebts: false } })).toBe(
      "patron_suspended",
    );
  });
});
