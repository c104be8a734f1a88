import { z } from 'zod';

/** The Gateway's answers as tera-api writes them (PascalCase), read into this site's names; AuthKey is never read. */
export const Envelope = z.object({ Return: z.boolean(), ReturnCode: z.number(), Msg: z.string() });
const date = z.string().nullable();
const num = z.number().nullable();

export const Registered = z.object({ UserNo: z.number().int() }).transform((a) => ({ userNo: a.UserNo }));

export const AccountInfo = z
  .object({
    UserNo: z.number().int(),
    UserName: z.string(),
    Email: z.string().nullable(),
    RegisterTime: date,
    LastLoginTime: date,
    LastLoginIP: z.string().nullable(),
    LastLoginServer: num,
    PlayTimeLast: num,
    PlayTimeTotal: num,
    PlayCount: num,
    Permission: num,
    Privilege: num,
    Language: z.string().nullable(),
  })
  .transform((a) => ({
    userNo: a.UserNo,
    userName: a.UserName,
    email: a.Email,
    registerTime: a.RegisterTime,
    lastLoginTime: a.LastLoginTime,
    lastLoginIP: a.LastLoginIP,
    lastLoginServer: a.LastLoginServer,
    playTimeLast: a.PlayTimeLast,
    playTimeTotal: a.PlayTimeTotal,
    playCount: a.PlayCount,
    permission: a.Permission,
    privilege: a.Privilege,
    language: a.Language,
  }));

export const Characters = z
  .object({
    Characters: z.array(
      z.object({
        UserNo: z.number(),
        ServerId: z.number(),
        Id: z.number(),
        Name: z.string(),
        Level: z.number(),
        RaceId: z.number(),
        GenderId: z.number(),
        ClassId: z.number(),
      }),
    ),
  })
  .transform((a) =>
    a.Characters.map((c) => ({
      userNo: c.UserNo,
      serverId: c.ServerId,
      characterId: c.Id,
      name: c.Name,
      level: c.Level,
      raceId: c.RaceId,
      genderId: c.GenderId,
      classId: c.ClassId,
    })),
  );

export const Benefits = z
  .object({
    Benefits: z.array(
      z.object({ BenefitId: z.number(), IsAvailable: z.boolean(), AvailableUntil: z.string() }),
    ),
  })
  .transform((a) =>
    a.Benefits.map((b) => ({
      benefitId: b.BenefitId,
      isAvailable: b.IsAvailable,
      availableUntil: b.AvailableUntil,
    })),
  );

export const Ban = z
  .object({
    IsBanned: z.boolean(),
    UserNo: num,
    Description: z.string().nullable().optional(),
    Ip: z.array(z.string()).nullable().optional(),
    StartTime: date.optional(),
    EndTime: date.optional(),
  })
  .transform((a) => ({
    isBanned: a.IsBanned,
    userNo: a.UserNo,
    description: a.Description ?? null,
    ip: a.Ip ?? null,
    startTime: a.StartTime ?? null,
    endTime: a.EndTime ?? null,
  }));

export const ShopAccount = z
  .object({ Balance: z.number(), Discount: z.number(), IsActive: z.boolean(), RegisterTime: date })
  .transform((a) => ({
    balance: a.Balance,
    discount: a.Discount,
    isActive: a.IsActive,
    registerTime: a.RegisterTime,
  }));

export const Boxes = z
  .object({
    Boxes: z.array(
      z.object({
        Id: z.number(),
        Title: z.string(),
        Days: z.number(),
        items: z.array(
          z.object({ ItemTemplateId: z.number(), ServiceItemId: z.number(), Count: z.number() }),
        ),
        IsProcessing: z.boolean(),
      }),
    ),
  })
  .transform((a) =>
    a.Boxes.map((b) => ({
      boxId: b.Id,
      title: b.Title,
      days: b.Days,
      isProcessing: b.IsProcessing,
      items: b.items.map((i) => ({
        itemTemplateId: i.ItemTemplateId,
        serviceItemId: i.ServiceItemId,
        count: i.Count,
      })),
    })),
  );

export const Servers = z
  .object({
    Servers: z.array(
      z.object({
        ServerId: z.number(),
        NameString: z.string(),
        IsAvailable: z.union([z.boolean(), z.number()]),
        IsEnabled: z.union([z.boolean(), z.number()]),
        UsersOnline: num,
      }),
    ),
  })
  .transform((a) =>
    a.Servers.map((s) => ({
      serverId: s.ServerId,
      name: s.NameString,
      isAvailable: Boolean(s.IsAvailable),
      isEnabled: Boolean(s.IsEnabled),
      usersOnline: s.UsersOnline,
    })),
  );

export const Nothing = z.object({}).transform(() => undefined);
