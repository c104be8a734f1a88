import type { Id, Queries } from './sql.ts';

/** A box template (box_info with its box_items), as the Admin Panel would create it. */
export interface FakeBox {
  id: number;
  title: string;
  days: number;
  /** Defaults to the title. */
  content?: string;
  /** Defaults to a TERA bag icon. */
  icon?: string;
  items: { itemTemplateId: number; boxItemId: number; boxItemCount: number }[];
}

/** queue_tasks statuses as tera-api's BackgroundQueue numbers them; cancelled and completed appear in logs only. */
const TASK = { created: 0, pending: 1, rejected: 2, cancelled: 3, completed: 4 } as const;

/** What tera-api's createBox task carries to the Box server (and logs in report_boxes.context). */
interface BoxContext {
  content: string;
  title: string;
  icon: string;
  days: number;
  items: { item_id: number; item_count: number; item_template_id: number }[];
}

/** The createBox arguments: [context, userNo, serverId, characterId, lastLoginServer, boxId, logType 4]. */
export type CreateBoxArgs = [BoxContext, string, string | null, string | null, number | null, string, number];

interface Switches {
  holdQueue: boolean;
}

/** A queue_tasks row as inserted (what report_queue_tasks logs). */
type Task = { id: number; tag: string; arguments: string };

export function createBoxQueue({ select, run }: Queries, switches: Switches, hub: () => void) {
  async function log(task: Task, status: number, now: Date) {
    // tera-api logs the task as it was inserted: its message stays null, even for a rejection.
    await run(
      'INSERT INTO report_queue_tasks (taskId, tag, handler, arguments, status, message, reportTime) VALUES (?, ?, ?, ?, ?, NULL, ?)',
      [task.id, task.tag, 'createBox', task.arguments, status, now],
    );
  }

  async function reject(task: Task, message: string, now: Date) {
    await run('UPDATE queue_tasks SET status = ?, message = ?, updatedAt = ? WHERE id = ?', [
      TASK.rejected,
      message,
      now,
      task.id,
    ]);
    await log(task, TASK.rejected, now);
  }

  /** tera-api's TasksActions.createBox, then the queue's bookkeeping: deleted and logged completed, or rejected. */
  async function runTask(task: Task, now: Date) {
    try {
      hub();
      const [context, userNo, serverId, characterId, , logId, logType] = JSON.parse(
        task.arguments,
      ) as CreateBoxArgs;
      // The Box server's id of the box it created for the account.
      const [row] = await select('SELECT COALESCE(MAX(boxId), 0) + 1 AS next FROM report_boxes');
      await run(
        `INSERT INTO report_boxes (boxId, accountDBID, serverId, characterId, logType, logId, context, createdAt)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          row?.next,
          userNo,
          serverId || null,
          characterId || null,
          logType || null,
          logId || null,
          JSON.stringify(context),
          now,
        ],
      );
    } catch (error) {
      await reject(task, String(error), now);
      return;
    }
    await run('DELETE FROM queue_tasks WHERE id = ?', [task.id]);
    await log(task, TASK.completed, now);
  }

  /** Box templates, newest first, each with its items in creation order. */
  async function boxes(): Promise<Required<FakeBox>[]> {
    const infos = await select('SELECT id, icon, title, content, days FROM box_info ORDER BY id DESC');
    const items = await select(
      'SELECT boxId, itemTemplateId, boxItemId, boxItemCount FROM box_items ORDER BY createdAt, id',
    );
    return infos.map((b) => ({
      id: Number(b.id),
      title: String(b.title),
      content: String(b.content),
      icon: String(b.icon),
      days: Number(b.days),
      items: items
        .filter((i) => Number(i.boxId) === Number(b.id))
        .map((i) => ({
          itemTemplateId: Number(i.itemTemplateId),
          boxItemId: i.boxItemId as number,
          boxItemCount: Number(i.boxItemCount),
        })),
    }));
  }

  const openTasks = async () =>
    (await select('SELECT id, tag, arguments FROM queue_tasks WHERE status <> ? ORDER BY id', [
      TASK.rejected,
    ])) as unknown as Task[];

  return {
    boxes,
    async box(boxId: Id) {
      const [info] = await select('SELECT id FROM box_info WHERE id = ?', [boxId]);
      return info && (await boxes()).find((b) => b.id === Number(info.id));
    },
    async addBox(box: FakeBox, now = new Date()) {
      await run(
        'INSERT INTO box_info (id, icon, title, content, days, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?)',
        [
          box.id,
          box.icon ?? 'icon_items.bag_01_tex',
          box.title,
          box.content ?? box.title,
          box.days,
          now,
          now,
        ],
      );
      for (const item of box.items)
        await run(
          'INSERT INTO box_items (boxId, itemTemplateId, boxItemId, boxItemCount, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?)',
          [box.id, item.itemTemplateId, item.boxItemId, item.boxItemCount, now, now],
        );
    },
    /** createBox tasks of a box in any status (a rejected one too): they block the box (code 100). */
    async tasksOfBox(tag: Id) {
      return select("SELECT id, status FROM queue_tasks WHERE handler = 'createBox' AND tag = ? LIMIT 1", [
        tag,
      ]);
    },
    /**
     * tera-api's queue.insert: the task is created (0) and logged, then run at once (pending, 1): the box is created
     * and the task deleted, unless the queue is held (it stays pending until processQueue or failQueue).
     */
    async queueBox(args: CreateBoxArgs, tag: number, now: Date) {
      const text = JSON.stringify(args);
      const { insertId } = await run(
        'INSERT INTO queue_tasks (tag, handler, arguments, status, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?)',
        [String(tag), 'createBox', text, TASK.created, now, now],
      );
      const task = { id: insertId, tag: String(tag), arguments: text };
      await log(task, TASK.created, now);
      await run('UPDATE queue_tasks SET status = ?, updatedAt = ? WHERE id = ?', [
        TASK.pending,
        now,
        insertId,
      ]);
      if (!switches.holdQueue) await runTask(task, now);
    },
    /** Runs every task not rejected, as tera-api does at start; with the Hub down each is rejected (2). */
    async processQueue(now: Date) {
      for (const task of await openTasks()) await runTask(task, now);
    },
    /** Rejects every task not rejected yet, as a Box server error would (status 2 with its message). */
    async failQueue(message: string, now: Date) {
      for (const task of await openTasks()) await reject(task, message, now);
    },
    async clearQueue() {
      await run('DELETE FROM queue_tasks');
    },
  };
}
