import { randomBytes } from 'node:crypto';
import mysql from 'mysql2/promise';

/**
 * A throw-away MariaDB/MySQL database shaped as tera-api v1.2.3's: the tables the Gateway and the site's connector
 * touch, each exactly as tera-api's Sequelize sync creates it (columns, types, nullability, keys, as `SHOW CREATE
 * TABLE` printed them on a real v1.2.3 database), for the Gateway fake and the connector's tests.
 *
 * TEST_TERA_MYSQL_URL names the server (default: the local MariaDB, mysql://root@127.0.0.1:3306).
 */
const TABLE_OPTIONS = 'ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci';

// In creation order (account_benefits refers to account_info).
const TABLES = [
  `CREATE TABLE IF NOT EXISTS account_info (
    accountDBID bigint(20) NOT NULL AUTO_INCREMENT,
    userName varchar(64) NOT NULL,
    passWord varchar(128) NOT NULL,
    authKey varchar(128) DEFAULT NULL,
    email varchar(64) NOT NULL,
    registerTime datetime DEFAULT NULL,
    lastLoginTime datetime DEFAULT NULL,
    lastLoginIP varchar(64) DEFAULT NULL,
    lastLoginServer int(11) DEFAULT NULL,
    playTimeLast int(11) NOT NULL DEFAULT 0,
    playTimeTotal int(11) NOT NULL DEFAULT 0,
    playCount int(11) NOT NULL DEFAULT 0,
    permission int(11) NOT NULL DEFAULT 0,
    privilege int(11) NOT NULL DEFAULT 0,
    language varchar(3) DEFAULT NULL,
    PRIMARY KEY (accountDBID),
    UNIQUE KEY userName (userName),
    UNIQUE KEY email (email),
    UNIQUE KEY authKey (authKey),
    KEY passWord (passWord)
  )`,
  `CREATE TABLE IF NOT EXISTS account_bans (
    id bigint(20) NOT NULL AUTO_INCREMENT,
    accountDBID bigint(20) NOT NULL,
    startTime datetime NOT NULL,
    endTime datetime NOT NULL,
    ip text DEFAULT NULL,
    description text DEFAULT NULL,
    active tinyint(1) NOT NULL DEFAULT 1,
    PRIMARY KEY (id),
    KEY accountDBID (accountDBID),
    KEY startTime (startTime),
    KEY endTime (endTime),
    KEY active (active),
    FULLTEXT KEY ip (ip)
  )`,
  `CREATE TABLE IF NOT EXISTS account_benefits (
    accountDBID bigint(20) NOT NULL,
    benefitId int(11) NOT NULL,
    availableUntil datetime NOT NULL,
    PRIMARY KEY (accountDBID, benefitId),
    KEY availableUntil (availableUntil),
    CONSTRAINT account_benefits_ibfk_1 FOREIGN KEY (accountDBID) REFERENCES account_info (accountDBID)
  )`,
  `CREATE TABLE IF NOT EXISTS account_characters (
    characterId int(11) NOT NULL,
    serverId int(11) NOT NULL,
    accountDBID bigint(20) NOT NULL,
    name varchar(64) DEFAULT NULL,
    classId int(11) DEFAULT NULL,
    genderId int(11) DEFAULT NULL,
    raceId int(11) DEFAULT NULL,
    level int(11) DEFAULT NULL,
    PRIMARY KEY (characterId, serverId, accountDBID),
    KEY name (name)
  )`,
  `CREATE TABLE IF NOT EXISTS account_online (
    accountDBID bigint(20) NOT NULL,
    serverId int(11) NOT NULL,
    createdAt datetime NOT NULL,
    PRIMARY KEY (accountDBID, serverId)
  )`,
  `CREATE TABLE IF NOT EXISTS shop_accounts (
    accountDBID bigint(20) NOT NULL,
    balance int(11) NOT NULL DEFAULT 0,
    discount int(11) NOT NULL DEFAULT 0,
    active tinyint(1) NOT NULL DEFAULT 1,
    createdAt datetime NOT NULL,
    updatedAt datetime NOT NULL,
    PRIMARY KEY (accountDBID),
    KEY active (active)
  )`,
  `CREATE TABLE IF NOT EXISTS report_shop_fund (
    id bigint(20) NOT NULL AUTO_INCREMENT,
    accountDBID bigint(20) NOT NULL,
    amount int(11) NOT NULL,
    balance int(11) NOT NULL,
    description varchar(255) DEFAULT NULL,
    createdAt datetime NOT NULL,
    PRIMARY KEY (id),
    KEY accountDBID (accountDBID)
  )`,
  `CREATE TABLE IF NOT EXISTS box_info (
    id bigint(20) NOT NULL AUTO_INCREMENT,
    icon varchar(255) NOT NULL,
    title varchar(1024) NOT NULL,
    content varchar(2048) NOT NULL,
    days int(11) NOT NULL,
    createdAt datetime NOT NULL,
    updatedAt datetime NOT NULL,
    PRIMARY KEY (id)
  )`,
  `CREATE TABLE IF NOT EXISTS box_items (
    id bigint(20) NOT NULL AUTO_INCREMENT,
    boxId bigint(20) NOT NULL,
    itemTemplateId bigint(20) NOT NULL,
    boxItemId int(11) DEFAULT NULL,
    boxItemCount int(11) NOT NULL DEFAULT 1,
    createdAt datetime NOT NULL,
    updatedAt datetime NOT NULL,
    PRIMARY KEY (id),
    UNIQUE KEY \`UNIQUE\` (boxId, itemTemplateId)
  )`,
  `CREATE TABLE IF NOT EXISTS queue_tasks (
    id bigint(20) NOT NULL AUTO_INCREMENT,
    tag varchar(256) DEFAULT NULL,
    handler varchar(256) NOT NULL,
    arguments text NOT NULL,
    status int(11) NOT NULL,
    message text DEFAULT NULL,
    createdAt datetime NOT NULL,
    updatedAt datetime NOT NULL,
    PRIMARY KEY (id),
    KEY tag (tag),
    KEY handler (handler),
    KEY status (status)
  )`,
  `CREATE TABLE IF NOT EXISTS report_queue_tasks (
    id bigint(20) NOT NULL AUTO_INCREMENT,
    taskId bigint(20) DEFAULT NULL,
    tag varchar(256) DEFAULT NULL,
    handler varchar(256) NOT NULL,
    arguments text NOT NULL,
    status int(11) NOT NULL,
    message text DEFAULT NULL,
    reportTime datetime DEFAULT NULL,
    PRIMARY KEY (id),
    KEY taskId (taskId),
    KEY tag (tag),
    KEY handler (handler),
    KEY status (status),
    KEY reportTime (reportTime)
  )`,
  `CREATE TABLE IF NOT EXISTS report_boxes (
    id bigint(20) NOT NULL AUTO_INCREMENT,
    boxId bigint(20) DEFAULT NULL,
    accountDBID bigint(20) NOT NULL,
    serverId int(11) DEFAULT NULL,
    characterId int(11) DEFAULT NULL,
    logType int(11) DEFAULT NULL,
    logId bigint(20) DEFAULT NULL,
    context text NOT NULL,
    createdAt datetime DEFAULT NULL,
    PRIMARY KEY (id),
    KEY boxId (boxId),
    KEY accountDBID (accountDBID),
    KEY logType (logType),
    KEY logId (logId),
    KEY createdAt (createdAt)
  )`,
  `CREATE TABLE IF NOT EXISTS report_gateway (
    id bigint(20) NOT NULL AUTO_INCREMENT,
    ip varchar(64) DEFAULT NULL,
    endpoint varchar(256) DEFAULT NULL,
    payload text DEFAULT NULL,
    reportType int(11) DEFAULT NULL,
    reportTime datetime DEFAULT NULL,
    PRIMARY KEY (id),
    KEY endpoint (endpoint),
    KEY reportTime (reportTime)
  )`,
  `CREATE TABLE IF NOT EXISTS server_info (
    serverId int(11) NOT NULL,
    loginIp varchar(64) DEFAULT NULL,
    loginPort int(11) DEFAULT NULL,
    language varchar(3) DEFAULT NULL,
    nameString varchar(256) DEFAULT NULL,
    descrString varchar(1024) DEFAULT NULL,
    permission int(11) DEFAULT 0,
    thresholdLow int(11) DEFAULT NULL,
    thresholdMedium int(11) DEFAULT NULL,
    isPvE tinyint(1) DEFAULT 0,
    isCrowdness tinyint(1) DEFAULT 0,
    isAvailable tinyint(1) DEFAULT 0,
    isEnabled tinyint(1) DEFAULT 1,
    usersOnline int(11) DEFAULT 0,
    usersTotal int(11) DEFAULT 0,
    PRIMARY KEY (serverId)
  )`,
].map((ddl) => `${ddl} ${TABLE_OPTIONS}`);

const DEFAULT_TEST_MYSQL_URL = 'mysql://root@127.0.0.1:3306';

/** Where the test MariaDB/MySQL server is. */
export const testMysqlUrl = () => process.env.TEST_TERA_MYSQL_URL ?? DEFAULT_TEST_MYSQL_URL;

/** Opens a pool that reads and writes DATETIME columns as UTC, as tera-api's Sequelize does. */
export function openPool(url: string, connectionLimit = 4) {
  return mysql.createPool({ uri: url, timezone: 'Z', dateStrings: false, connectionLimit });
}

/** Creates the database the URL names if missing, with tera-api's tables; returns a pool on it. */
export async function ensureTeraDatabase(url: string) {
  const parsed = new URL(url);
  const name = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (!/^\w+$/.test(name)) throw new Error('the tera test database needs a plain name in its URL');
  parsed.pathname = '/';
  const admin = await mysql.createConnection({ uri: parsed.toString() });
  try {
    await admin.query(
      `CREATE DATABASE IF NOT EXISTS \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci`,
    );
  } finally {
    await admin.end();
  }
  const pool = openPool(url);
  for (const ddl of TABLES) await pool.query(ddl);
  return { name, pool };
}

/** Drops the database the URL names. */
export async function dropTeraDatabase(url: string) {
  const parsed = new URL(url);
  const name = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  parsed.pathname = '/';
  const conn = await mysql.createConnection({ uri: parsed.toString() });
  try {
    await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
  } finally {
    await conn.end();
  }
}

/** A URL of a new database with a random name on the test server (not created yet). */
export function randomTeraDatabaseUrl(serverUrl = testMysqlUrl()) {
  const url = new URL(serverUrl);
  url.pathname = `/tera_test_${randomBytes(6).toString('hex')}`;
  return url.toString();
}
