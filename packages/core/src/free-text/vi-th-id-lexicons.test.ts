import { describe, expect, it } from "vitest";
import { reader, readerWithout } from "../../test/lexicon-readers.ts";
import { tokenize } from "../catalog/tokenize.ts";
import { foldText } from "./fold.ts";

describe("Vietnamese", () => {
  const text =
    "tổ chức chứng nhận hệ thống quản lý an toàn thông tin ở châu Âu, không phải ở Hà Nội";

  it("reads its framework, region and service, and no place it denies", () => {
    expect(reader.read(text).slugs).toEqual({
      frameworks: ["iso-27001"],
      regions: ["eu"],
      serviceTypes: ["certification-body"],
    });
    expect(readerWithout("vi").read(text).slugs).not.toEqual(reader.read(text).slugs);
  });

  it('folds "đ" as "d", so a place typed without its marks is the same place', () => {
    expect(foldText("Đà Nẵng")).toBe("da nang");
    expect(reader.read("kiểm thử xâm nhập ở Đà Nẵng").slugs).toMatchObject({
      regions: ["apac"],
      serviceTypes: ["penetration-testing"],
    });
  });
});

describe("Thai", () => {
  const text = "หาหน่วยรับรองระบบบริหารจัดการความมั่นคงปลอดภัยสารสนเทศในยุโรป ไม่ใช่กรุงเทพ";

  it("is split into words by the word breaker", () => {
    expect(tokenize("ที่ปรึกษาในกรุงเทพมหานคร").map((word) => word.original)).toEqual([
      "ที่",
      "ปรึกษา",
      "ใน",
      "กรุงเทพมหานคร",
    ]);
  });

  it("reads its framework, region and service, and no place it denies", () => {
    expect(reader.read(text).slugs).toEqual({
      frameworks: ["iso-27001"],
      regions: ["eu"],
      serviceTypes: ["certification-body"],
    });
    expect(readerWithout("th").read(text).slugs).not.toEqual(reader.read(text).slugs);
  });
});

describe("Indonesian", () => {
  const text = "lembaga sertifikasi sistem manajemen keamanan informasi di Eropa, bukan di Jakarta";

  it("reads its framework, region and service, and no place it denies", () => {
    expect(reader.read(text).slugs).toEqual({
      frameworks: ["iso-27001"],
      regions: ["eu"],
      serviceTypes: ["certification-body"],
    });
    expect(readerWithout("id").read(text).slugs).not.toEqual(reader.read(text).slugs);
  });

  it("stems its words: a phrasing's inflected form meets it", () => {
    expect(reader.read("pengujian penetrasi di Bandung").slugs.serviceTypes).toEqual([
      "penetration-testing",
    ]);
  });
});
