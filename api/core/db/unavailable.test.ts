import { describe, expect, it } from "vitest";

import { isDatabaseUnavailable } from "./db.ts";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it.each([
    withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"),
    withCode("terminating connection due to administrator command", "57P01"),
    withCode("the database system is starting up", "57P03"),
    withCode("sorry, too many clients already", "53300"),
    withCode("connection failure", "08006"),
    new Error("Connection terminated unexpectedly"),
    new Error("timeout exceeded when trying to connect"),
    new AggregateError([withCode("connect ECONNREFUSED ::1:5432", "ECONNREFUSED")], ""),
  ])("is true for %s", (error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    withCode('relation "nope" does not exist', "42P01"),
    withCode("duplicate key value violates unique constraint", "23505"),
    withCode("canceling statement due to statement timeout", "57014"),
    new Error("something else"),
    "a string",
    undefined,
  ])("is false for %s", (error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
