import { describe, expect, test } from "vitest";
import { planMatches, wordPatterns } from "./teaching.repository.ts";

describe("look-up text", () => {
  test("every word becomes a contains pattern; LIKE wildcards typed are literal", () => {
    expect(wordPatterns("  história   da ")).toEqual(["%história%", "%da%"]);
    expect(wordPatterns("50%_off")).toEqual(["%50\\%\\_off%"]);
    expect(wordPatterns(undefined)).toEqual([]);
  });
});

describe("plan choice", () => {
  test("joins the given choices with AND, as parameters", () => {
    const params: unknown[] = [];
    const param = (v: unknown) => {
      params.push(v);
      return `$${params.length}`;
    };
    expect(planMatches({ course: 1, teacher: 3 }, param)).toBe("p.course_id = $1 AND p.teacher_id = $2");
    expect(params).toEqual([1, 3]);
    expect(planMatches({}, param)).toBe("true");
  });
});
